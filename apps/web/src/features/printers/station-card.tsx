import type { Category, MenuItem, Printer, Station } from '@comandero/contracts';
import { IconArrowRight, IconChefHat } from '@tabler/icons-react';
import { Badge } from '../../components/badge';
import { printersText } from '../../i18n/printers';
import { RouteActions } from './route-actions';

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
    <li
      aria-label={station.name}
      data-station-id={station.id}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200/80 bg-white p-4 shadow-card"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <IconChefHat size={22} aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold break-words text-stone-900">{station.name}</h3>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-stone-600">
            <IconArrowRight size={15} className="text-stone-400" aria-hidden />
            <span className="sr-only">{t.printer}: </span>
            <span className="font-medium break-words">{printer?.name ?? t.missingPrinter}</span>
            {backup ? <span className="text-stone-500">· {t.backupOf(backup.name)}</span> : null}
          </p>
        </div>
        <RouteActions name={station.name} texts={t} onEdit={onEdit} onDelete={onDelete} />
      </div>
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
    </li>
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
