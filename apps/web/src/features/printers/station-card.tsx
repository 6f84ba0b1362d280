import type { Category, MenuItem, Printer, Station } from '@comandero/contracts';
import { IconChefHat } from '@tabler/icons-react';
import { Badge } from '../../components/badge';
import { printersText } from '../../i18n/printers';
import { RouteCard } from './route-card';

const t = printersText.stations;

export type StationCardProps = {
  station: Station;
  printers: ReadonlyMap<number, Printer>;
  categories: ReadonlyMap<number, Category>;
  items: ReadonlyMap<number, MenuItem>;
  onEdit: () => void;
  onDelete: () => void;
};

/** One station: the printer it prints on (and its backup), and what it prints. */
export function StationCard({ station, printers, categories, items, onEdit, onDelete }: StationCardProps) {
  const printer = printers.get(station.printerId);
  const backup = station.backupPrinterId === null ? null : printers.get(station.backupPrinterId);
  const routedCategories = station.categoryIds.map((id) => categories.get(id)?.title ?? `#${id}`);
  const routedItems = station.itemIds.map((id) => items.get(id)?.title ?? `#${id}`);
  return (
    <RouteCard
      name={station.name}
      icon={<IconChefHat size={20} className="mt-0.5 shrink-0 text-brand-600" aria-hidden />}
      texts={t}
      onEdit={onEdit}
      onDelete={onDelete}
      data={{ 'data-station-id': station.id }}
    >
      <dl className="-mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
        <dt className="text-stone-500">{t.printer}</dt>
        <dd className="font-medium break-words text-stone-800">{printer?.name ?? t.missingPrinter}</dd>
        <dt className="text-stone-500">{t.backupShort}</dt>
        <dd className="break-words text-stone-700">{backup?.name ?? t.noBackup}</dd>
      </dl>
      {routedCategories.length + routedItems.length === 0 ? (
        <p className="text-sm text-amber-800">{t.routesNone}</p>
      ) : (
        <dl className="flex flex-col gap-2 text-sm">
          {routedCategories.length > 0 ? (
            <RouteList label={t.categoryCount(routedCategories.length)} names={routedCategories} />
          ) : null}
          {routedItems.length > 0 ? <RouteList label={t.itemCount(routedItems.length)} names={routedItems} /> : null}
        </dl>
      )}
    </RouteCard>
  );
}

function RouteList({ label, names }: { label: string; names: string[] }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="flex flex-wrap gap-1.5">
        {names.map((name, i) => (
          <Badge key={`${name}-${i}`} tone="brand" className="max-w-full [overflow-wrap:anywhere]">
            {name}
          </Badge>
        ))}
      </dd>
    </div>
  );
}
