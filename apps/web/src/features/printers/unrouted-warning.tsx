import { IconAlertTriangle } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { printersText } from '../../i18n/printers';
import type { UnroutedCategory } from './unrouted';

const t = printersText.unrouted;

export type UnroutedWarningProps = { categories: readonly UnroutedCategory[]; onAssign?: () => void };

/** Said loudly at the top of the page: the kitchen will never get these items on paper. */
export function UnroutedWarning({ categories, onAssign }: UnroutedWarningProps) {
  return (
    <section
      role="alert"
      aria-labelledby="unrouted-title"
      className="mb-6 flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-start sm:p-5"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700">
        <IconAlertTriangle size={24} aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="unrouted-title" className="text-base font-bold text-amber-900">
          {t.title}
        </h2>
        <p className="mt-0.5 text-[15px] text-amber-900">{t.body(categories.length)}</p>
        <ul aria-label={t.title} className="mt-2.5 flex flex-wrap gap-1.5">
          {categories.map((c) => (
            <li
              key={c.id ?? 'none'}
              className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 [overflow-wrap:anywhere]"
            >
              {c.title}
            </li>
          ))}
        </ul>
      </div>
      {onAssign ? (
        <Button variant="outline" className="self-start" onClick={onAssign}>
          {t.assign}
        </Button>
      ) : null}
    </section>
  );
}
