import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { printersText } from '../../i18n/printers';
import { cn } from '../../lib/cn';
import type { UnroutedCategory } from './unrouted';

const t = printersText.unrouted;

export type UnroutedWarningProps = {
  categories: readonly UnroutedCategory[];
  /** The default kitchen printer's name, when one is set: those items print there after all. */
  defaultPrinter?: string | null;
  onAssign?: () => void;
};

/**
 * Said loudly at the top of the page: the kitchen will never get these items on paper. With a
 * default kitchen printer they do print, there, so it is then a note rather than an alarm.
 */
export function UnroutedWarning({ categories, defaultPrinter, onAssign }: UnroutedWarningProps) {
  const covered = Boolean(defaultPrinter);
  return (
    <section
      role={covered ? 'note' : 'alert'}
      aria-labelledby="unrouted-title"
      className={cn(
        'mb-6 flex flex-col gap-3 rounded-2xl p-4 sm:flex-row sm:items-start sm:p-5',
        covered
          ? 'border border-sky-200 bg-sky-50 text-sky-950'
          : 'border-2 border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <span
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-full',
          covered ? 'bg-sky-100 text-sky-700' : 'bg-amber-100 text-amber-700',
        )}
      >
        {covered ? <IconInfoCircle size={24} aria-hidden /> : <IconAlertTriangle size={24} aria-hidden />}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="unrouted-title" className="text-base font-bold">
          {t.title}
        </h2>
        <p className="mt-0.5 text-[15px]">
          {defaultPrinter ? printersText.defaultCovers(defaultPrinter) : t.body(categories.length)}
        </p>
        <ul aria-label={t.title} className="mt-2.5 flex flex-wrap gap-1.5">
          {categories.map((c) => (
            <li
              key={c.id ?? 'none'}
              className={cn(
                'rounded-full bg-white px-3 py-1 text-sm font-semibold ring-1 [overflow-wrap:anywhere]',
                covered ? 'ring-sky-200' : 'ring-amber-300',
              )}
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
