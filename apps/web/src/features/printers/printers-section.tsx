import type { Printer, PrinterStatus } from '@comandero/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { printersText } from '../../i18n/printers';
import { PrinterCard } from './printer-card';
import { CARD_GRID, Section } from './section';

const t = printersText.printers;

export type PrintersSectionProps = {
  query: UseQueryResult<Printer[]>;
  /** Live status by printer id; empty while the print queue has not answered. */
  statuses: ReadonlyMap<number, PrinterStatus>;
  onEdit: (printer: Printer) => void;
  onDelete: (printer: Printer) => void;
};

export function PrintersSection({ query, statuses, onEdit, onDelete }: PrintersSectionProps) {
  return (
    <Section id="printers-heading" title={t.heading} description={t.description}>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          message={printersText.loadError}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {printersText.retry}
            </Button>
          }
        />
      ) : query.data.length === 0 ? (
        <EmptyState message={t.empty} className="rounded-2xl border border-dashed border-stone-300 bg-white" />
      ) : (
        <ul aria-label={t.listLabel} className={CARD_GRID}>
          {query.data.map((printer) => (
            <PrinterCard
              key={printer.id}
              printer={printer}
              status={statuses.get(printer.id)}
              onEdit={() => onEdit(printer)}
              onDelete={() => onDelete(printer)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}
