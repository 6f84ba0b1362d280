import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { IconButton } from './icon-button';

export type SearchBoxProps = {
  /** The search in force (e.g. from the URL); the box starts from it and follows its changes. */
  value: string;
  /** Called with the trimmed text, or '' to clear. Blank text never starts a search (spec §5). */
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
  submitLabel: string;
  clearLabel: string;
  className?: string;
};

/**
 * A search field that searches on Enter or its button, not on every key (each search is a server
 * call and a history entry). Blank text is ignored, except that it clears a search in force.
 */
export function SearchBox({ value, onSearch, label, placeholder, submitLabel, clearLabel, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back/forward changes the search in force: the box shows it (state adjusted during render).
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '' && value === '') return;
    if (trimmed !== value) onSearch(trimmed);
  };
  const clear = () => {
    setText('');
    if (value !== '') onSearch('');
  };
  return (
    <form role="search" onSubmit={submit} className={cn('flex min-w-0 items-center gap-2', className)}>
      <div className="relative min-w-0 flex-1">
        <IconSearch
          size={18}
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone-400"
        />
        <input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          className={cn(
            'h-11 w-full rounded-xl border border-stone-300 bg-white pr-12 pl-10 text-[15px] text-stone-900 shadow-sm',
            'placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none',
            '[&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {text ? (
          <IconButton
            label={clearLabel}
            icon={<IconX size={18} aria-hidden />}
            onClick={clear}
            className="absolute top-0 right-0"
          />
        ) : null}
      </div>
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
