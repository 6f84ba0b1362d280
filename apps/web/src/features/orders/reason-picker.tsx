import { SHIFT_REASON_MAX } from '@comandero/contracts';
import { useId } from 'react';
import { TextField } from '../../components/text-field';
import { cn } from '../../lib/cn';
import { shiftText as t } from './shift-text';

/** A reason from the list, or "other" with what was typed; null until one is chosen. */
export type ReasonChoice = { picked: string | null; other: string };

export const noReason: ReasonChoice = { picked: null, other: '' };

const OTHER = '\u0000other';

/** The reason to send, trimmed; empty while none is chosen or "other" is still blank. */
export const reasonOf = (c: ReasonChoice) => (c.picked === OTHER ? c.other.trim() : (c.picked ?? ''));

export type ReasonPickerProps = {
  reasons: readonly string[] | undefined;
  value: ReasonChoice;
  onChange: (value: ReasonChoice) => void;
  error?: string;
  disabled?: boolean;
};

const tile = (checked: boolean) =>
  cn(
    'flex min-h-11 cursor-pointer items-center rounded-xl border px-3 py-2 text-[15px] font-medium',
    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
    checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800',
  );

/**
 * The reasons of the editable list as large radio tiles (a finger picks one on a tablet), then
 * "Otro motivo" with a text field. A list still loading leaves "Otro motivo" usable.
 */
export function ReasonPicker({ reasons, value, onChange, error, disabled }: ReasonPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const options = [...(reasons ?? []), OTHER];
  return (
    <fieldset disabled={disabled} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t.reason.legend}</legend>
      {reasons === undefined ? <p className="text-sm text-stone-500">{t.reason.loading}</p> : null}
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {options.map((option) => (
          <label key={option} className={tile(value.picked === option)}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value.picked === option}
              onChange={() => onChange({ ...value, picked: option })}
              className="sr-only"
            />
            {option === OTHER ? t.reason.other : option}
          </label>
        ))}
      </div>
      {value.picked === OTHER ? (
        <TextField
          label={t.reason.otherLabel}
          autoFocus
          maxLength={SHIFT_REASON_MAX}
          value={value.other}
          onChange={(e) => onChange({ ...value, other: e.target.value })}
        />
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
