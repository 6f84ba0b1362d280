import { Fragment, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { EmptyState, ErrorState, LoadingState } from './states';

export type DataTableColumn<T> = {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]` as text. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Extra classes for the header and cells of this column (e.g. a width). */
  className?: string;
};

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  /** Shows the loading state instead of rows. */
  loading?: boolean;
  /** When set, shows this failure text instead of rows. */
  error?: ReactNode;
  /** Text when there are no rows; defaults to "No se encontraron resultados!". */
  emptyMessage?: ReactNode;
  /** Optional content under a row (expanded details), spanning all columns. */
  renderExpanded?: (row: T) => ReactNode;
  /** Accessible name of the table. */
  caption?: string;
  className?: string;
  /** Width below which the table scrolls sideways; narrow tables pass a smaller one (or 'min-w-0'). */
  minWidthClassName?: string;
};

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/** A simple table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  emptyMessage,
  renderExpanded,
  caption,
  className,
  minWidthClassName = 'min-w-[560px]',
}: DataTableProps<T>) {
  if (loading) return <LoadingState />;
  if (error) return <ErrorState message={error} />;
  if (!rows || rows.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <div className={cn('scrollbar-thin overflow-x-auto', className)}>
      <table className={cn('w-full border-collapse text-[15px]', minWidthClassName)}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className="border-b border-stone-200 bg-stone-50/80">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  'h-11 px-4 text-xs font-semibold tracking-wide text-stone-500 uppercase',
                  ALIGN[c.align ?? 'left'],
                  c.className,
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => {
            const expanded = renderExpanded?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr className="transition-colors hover:bg-stone-50/70">
                  {columns.map((c) => (
                    <td key={c.key} className={cn('h-14 px-4 text-stone-700', ALIGN[c.align ?? 'left'], c.className)}>
                      {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                    </td>
                  ))}
                </tr>
                {expanded ? (
                  <tr className="bg-stone-50/60">
                    <td colSpan={columns.length} className="px-4 py-3">
                      {expanded}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
