import { MAX_LINE_QUANTITY } from '@comandero/contracts';
import { useState } from 'react';

export type QuantityInputProps = {
  value: number;
  label: string;
  /** A whole number from 1 up; never called with 0 or blank. */
  onChange: (quantity: number) => void;
};

const MAX_DIGITS = String(MAX_LINE_QUANTITY).length;

/**
 * The quantity of a cart line, typed with the phone's number pad. Each whole number of 1 or more
 * applies at once (so a tap on "Enviar" right after typing sends it); a blank or 0 is only a
 * moment of typing and goes back to the line's quantity on leaving the field, never removing it.
 */
export function QuantityInput({ value, label, onChange }: QuantityInputProps) {
  // What is being typed, while the field has focus; otherwise the line's own quantity shows.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      enterKeyHint="done"
      aria-label={label}
      maxLength={MAX_DIGITS}
      value={draft ?? String(value)}
      onFocus={(e) => {
        setDraft(String(value));
        // Selected, so typing replaces the number instead of appending to it.
        e.currentTarget.select();
      }}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS);
        setDraft(digits);
        const n = Number(digits);
        if (digits && n >= 1) onChange(n);
      }}
      onBlur={() => setDraft(null)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === 'Escape') e.currentTarget.blur();
      }}
      className="h-11 w-12 rounded-lg border border-stone-300 bg-white text-center text-base font-semibold text-stone-900 tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
    />
  );
}
