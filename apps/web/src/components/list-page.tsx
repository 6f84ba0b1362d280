import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import { PageHeader } from './page-header';
import { ErrorState, LoadingState } from './states';

/**
 * How the filters sit in their bar: `row` keeps them on one wrapping row, centred (a search and what
 * it found); `spread` pushes the first to the left and the last to the right, bottoms aligned (dates,
 * then a search); `stacked` puts them one under the other until the screen is wide, then in a row.
 */
export type FiltersLayout = 'row' | 'spread' | 'stacked';

const FILTERS_CLASSES: Record<FiltersLayout, string> = {
  row: 'flex flex-wrap items-center gap-3 border-b border-stone-100 p-3 sm:p-4',
  spread: 'flex flex-wrap items-end justify-between gap-3 border-b border-stone-100 p-3 sm:p-4',
  stacked: 'flex flex-col gap-3 border-b border-stone-200 p-4 sm:p-5 lg:flex-row lg:flex-wrap lg:items-end',
};

export type ListFailure = { message: ReactNode; retryLabel: string; onRetry: () => void };

export type ListPageProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Right of the title: add, export. */
  actions?: ReactNode;
  /** What narrows the list: search, dates, selects. */
  filters: ReactNode;
  /** Names the filters as a group for screen readers. */
  filtersLabel?: string;
  filtersLayout?: FiltersLayout;
  /** The load failed: its text and a retry button stand in for the content. */
  failure?: ListFailure | null;
  /** The first load is under way: this waiting text stands in for the content. */
  loading?: ReactNode;
  /** The list (or, for reports, the figures) that the filters select. */
  children?: ReactNode;
  /** Under the content, inside the card: the pager. */
  footer?: ReactNode;
  /**
   * No card around filters and content: for content made of cards itself (the reports' figures),
   * where the filters sit on the page above them.
   */
  bare?: boolean;
};

/**
 * The back office's list page (customers, reservations, invoices, audit, reports): the title row,
 * the filters bar, then the content, or its failure or waiting state, and the pager.
 */
export function ListPage({
  title,
  description,
  actions,
  filters,
  filtersLabel,
  filtersLayout = 'stacked',
  failure,
  loading,
  children,
  footer,
  bare = false,
}: ListPageProps) {
  const content = failure ? (
    <ErrorState
      message={failure.message}
      action={
        <Button variant="outline" onClick={failure.onRetry}>
          {failure.retryLabel}
        </Button>
      }
    />
  ) : loading ? (
    <LoadingState message={loading} />
  ) : (
    children
  );
  const header = <PageHeader title={title} description={description} actions={actions} />;
  const groupProps = filtersLabel ? { role: 'group', 'aria-label': filtersLabel } : {};

  if (bare) {
    return (
      <>
        {header}
        <div className="mb-5" {...groupProps}>
          {filters}
        </div>
        {content}
        {footer}
      </>
    );
  }
  return (
    <>
      {header}
      <Card padding="none" className="overflow-hidden">
        <div className={FILTERS_CLASSES[filtersLayout]} {...groupProps}>
          {filters}
        </div>
        {content}
        {footer}
      </Card>
    </>
  );
}
