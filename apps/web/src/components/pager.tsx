import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { cn } from '../lib/cn';
import { Button } from './button';

export type PagerLabels = {
  /** Accessible name of the navigation, e.g. "Paginación de clientes". */
  nav: string;
  previous: string;
  next: string;
  /** "Página 2 de 5". */
  status: (page: number, pages: number) => string;
};

export type PagerProps = {
  page: number;
  /** Number of pages; with one page or none the pager is not shown. */
  pages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
  /** Optional text at the left, e.g. the total count. */
  summary?: string;
  className?: string;
};

/** Previous / next buttons of a paged list, with full-size touch targets and the page position. */
export function Pager({ page, pages, onPage, labels, summary, className }: PagerProps) {
  if (pages <= 1 && !summary) return null;
  return (
    <nav
      aria-label={labels.nav}
      className={cn('flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 px-4 py-3', className)}
    >
      <p className="text-sm text-stone-500">{summary}</p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            icon={<IconChevronLeft size={18} aria-hidden />}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {labels.previous}
          </Button>
          <span aria-live="polite" className="min-w-24 text-center text-sm font-medium text-stone-700 tabular-nums">
            {labels.status(page, pages)}
          </span>
          <Button
            variant="outline"
            iconRight={<IconChevronRight size={18} aria-hidden />}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {labels.next}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
