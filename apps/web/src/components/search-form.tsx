import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { IconButton } from './icon-button';
import { TextField } from './text-field';

export type SearchFormProps = {
  /** The search on screen (e.g. from the URL); the box starts with it. */
  value: string;
  /** Called with trimmed, non-blank text (spec §5: blank searches are ignored), or '' to clear. */
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  submitLabel?: string;
  clearLabel?: string;
  maxLength?: number;
};

/** A labelled search box that searches on Enter or its button; blank text only clears. */
export function SearchForm({
  value,
  onSearch,
  label,
  placeholder,
  submitLabel = 'Buscar',
  clearLabel = 'Limpiar búsqueda',
  maxLength = 100,
}: SearchFormProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // What this box last sent: when the page catches up with it, whatever was typed since stays.
  const [sent, setSent] = useState<string | null>(null);
  // Follows a search changed from outside (back button, another control) without an effect.
  if (value !== shown) {
    setShown(value);
    if (value !== sent) setText(value);
  }
  const search = (q: string) => {
    setSent(q);
    onSearch(q);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q !== '' || value !== '') search(q);
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        className="[&::-webkit-search-cancel-button]:appearance-none"
        containerClassName="min-w-0 flex-1"
        trailing={
          text !== '' ? (
            <IconButton
              label={clearLabel}
              icon={<IconX size={18} aria-hidden />}
              onClick={() => {
                setText('');
                if (value !== '') search('');
              }}
            />
          ) : undefined
        }
      />
      <Button type="submit" icon={<IconSearch size={18} aria-hidden />}>
        {submitLabel}
      </Button>
    </form>
  );
}
