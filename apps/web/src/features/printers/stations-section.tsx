import type { Printer, Station } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { printersText } from '../../i18n/printers';
import { CARD_GRID, Section } from './section';
import { StationCard } from './station-card';
import type { Routing } from './use-routing';

const t = printersText.stations;

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));

export type StationsSectionProps = {
  printers: readonly Printer[];
  routing: Routing;
  canAdd: boolean;
  onAdd: () => void;
  onEdit: (station: Station) => void;
  onDelete: (station: Station) => void;
};

export function StationsSection({ printers, routing, canAdd, onAdd, onEdit, onDelete }: StationsSectionProps) {
  const maps = useMemo(
    () => ({ printers: byId(printers), categories: byId(routing.categories), items: byId(routing.items) }),
    [printers, routing.categories, routing.items],
  );
  return (
    <Section
      id="stations-heading"
      title={t.heading}
      description={t.description}
      actions={
        <Button variant="outline" icon={<IconPlus size={18} aria-hidden />} disabled={!canAdd} onClick={onAdd}>
          {t.add}
        </Button>
      }
    >
      {routing.error ? (
        <ErrorState
          message={printersText.loadError}
          action={
            <Button variant="outline" onClick={routing.retry}>
              {printersText.retry}
            </Button>
          }
        />
      ) : routing.pending ? (
        <LoadingState />
      ) : routing.stations.length === 0 ? (
        <EmptyState
          message={printers.length === 0 ? t.needPrinter : t.empty}
          className="rounded-2xl border border-dashed border-stone-300 bg-white"
        />
      ) : (
        <ul aria-label={t.listLabel} className={CARD_GRID}>
          {routing.stations.map((station) => (
            <StationCard
              key={station.id}
              station={station}
              {...maps}
              onEdit={() => onEdit(station)}
              onDelete={() => onDelete(station)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}
