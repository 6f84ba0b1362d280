import type { SearchEntry, SessionUser } from '@comandero/contracts';
import * as RadixDialog from '@radix-ui/react-dialog';
import { IconArrowRight, IconCornerDownLeft, IconSearch, IconX } from '@tabler/icons-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { IconButton } from '../../components/icon-button';
import { EmptyState } from '../../components/states';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { Kbd } from './kbd';
import { filterSearchEntries, visibleSearchEntries } from './navigation';

export type SearchDialogProps = { user: SessionUser; open: boolean; onOpenChange: (open: boolean) => void };

/** Command palette over the sections the user may open (spec §2 Search dialog). */
export function SearchDialog({ user, open, onOpenChange }: SearchDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixDialog.Content className="fixed top-[10vh] left-1/2 z-50 flex max-h-[75vh] w-[calc(100vw-2rem)] max-w-[600px] -translate-x-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-pop outline-none data-[state=open]:animate-pop-in">
          <RadixDialog.Title className="sr-only">{es.search.title}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{es.search.description}</RadixDialog.Description>
          {/* Mounted only while open, so every opening starts with an empty query. */}
          {open ? <SearchBody user={user} onClose={() => onOpenChange(false)} /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function SearchBody({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const allowed = useMemo(() => visibleSearchEntries(user), [user]);
  const results = useMemo(() => filterSearchEntries(allowed, query), [allowed, query]);
  const current = Math.min(active, Math.max(results.length - 1, 0));

  const choose = (entry: SearchEntry) => {
    onClose();
    void navigate(entry.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && results[current]) {
      event.preventDefault();
      choose(results[current]);
    }
  };

  return (
    <>
      <div className="flex items-center gap-2 border-b border-stone-200 py-2 pr-2 pl-5">
        <IconSearch size={22} className="shrink-0 text-stone-400" aria-hidden />
        <input
          autoFocus
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results[current] ? `${listId}-${current}` : undefined}
          aria-label={es.search.title}
          placeholder={es.search.placeholder}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-[17px] text-stone-900 outline-none placeholder:text-stone-400"
        />
        <RadixDialog.Close asChild>
          <IconButton label={es.common.close} icon={<IconX size={20} aria-hidden />} />
        </RadixDialog.Close>
      </div>
      <div className="scrollbar-thin min-h-0 flex-1 overflow-y-auto p-2">
        {results.length === 0 ? (
          <EmptyState className="py-10" />
        ) : (
          <ul id={listId} role="listbox" aria-label={es.search.title} className="flex flex-col gap-0.5">
            {results.map((entry, i) => (
              <li
                key={entry.path}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === current}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(entry)}
                className={cn(
                  'flex min-h-12 items-center gap-3 rounded-xl px-3 py-2',
                  i === current ? 'bg-brand-50 text-brand-800' : 'text-stone-700',
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{entry.title}</span>
                  <span className="block truncate text-xs text-stone-500">{entry.path}</span>
                </span>
                <IconArrowRight
                  size={18}
                  aria-hidden
                  className={cn('shrink-0', i === current ? 'text-brand-600' : 'text-transparent')}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="hidden items-center gap-4 border-t border-stone-100 bg-stone-50 px-5 py-2.5 text-xs text-stone-500 sm:flex">
        <span className="flex items-center gap-1.5">
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd> {es.search.hintNavigate}
        </span>
        <span className="flex items-center gap-1.5">
          <Kbd>
            <IconCornerDownLeft size={12} aria-hidden />
          </Kbd>{' '}
          {es.search.hintOpen}
        </span>
        <span className="flex items-center gap-1.5">
          <Kbd>Esc</Kbd> {es.search.hintClose}
        </span>
      </div>
    </>
  );
}
