import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type Choice = { id: number; label: string; note?: string };

export type ChoiceChipsProps = {
  /** Names the group (a fieldset legend). */
  legend: ReactNode;
  hint?: ReactNode;
  choices: readonly Choice[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Above the chips, e.g. a search box. */
  before?: ReactNode;
  /** Shown instead of the chips when there are none. */
  empty?: ReactNode;
  /** Under the chips, e.g. "y 12 más". */
  after?: ReactNode;
};

/**
 * A multiple choice made for fingers: every option is a 44-px chip holding a real check box (so
 * screen readers and keyboards get a checkbox), ticked chips filled in.
 */
export function ChoiceChips({ legend, hint, choices, selected, onToggle, before, empty, after }: ChoiceChipsProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-700">{legend}</legend>
      {hint ? <p className="-mt-1 text-sm text-stone-500">{hint}</p> : null}
      {before}
      {choices.length === 0 ? (
        <p className="text-sm text-stone-500">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {choices.map((choice) => {
            const on = selected.has(choice.id);
            return (
              <li key={choice.id} className="max-w-full">
                <label
                  className={cn(
                    'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-1.5 text-[15px] select-none',
                    'transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-500/25',
                    on
                      ? 'border-brand-600 bg-brand-50 font-medium text-brand-800'
                      : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50',
                  )}
                >
                  {/* Over the whole chip, transparent: a tap anywhere on it is a tap on the check box itself. */}
                  <input
                    type="checkbox"
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                    checked={on}
                    onChange={() => onToggle(choice.id)}
                  />
                  <span
                    aria-hidden
                    className={cn(
                      'grid size-5 shrink-0 place-items-center rounded-md border',
                      on ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-400 bg-white',
                    )}
                  >
                    {on ? <IconCheck size={14} stroke={3} /> : null}
                  </span>
                  <span className="min-w-0 break-words">
                    {choice.label}
                    {choice.note ? (
                      <span className="block text-xs font-normal text-stone-500">{choice.note}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {after}
    </fieldset>
  );
}
