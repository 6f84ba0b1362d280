import { formatAmount, moneyInputMessage, parseMoneyInput, toMinor } from '@comandero/contracts';
import type { FocusEvent } from 'react';
import { es } from '../i18n/es';
import { formatMoney } from '../lib/format';
import { TextField, type TextFieldProps } from './text-field';

export type MoneyFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'value' | 'onChange' | 'hint'> & {
  /** The text as typed, in pesos the es-CO way ("32.000,50"); the form's schema reads it. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** Currency code of the store; the symbol is looked up (COP → Col$). */
  currency?: string | null;
  /** What blank text is saved as: a number is shown in the hint, null shows none. */
  blankValue?: number | null;
  /** Shown for a negative or unreadable amount (the separator problems have their own hints). */
  invalidMessage: string;
};

/** An amount in pesos as the field writes it ("18.500,50"), which it reads back exactly. */
export function moneyFieldText(pesos: number): string {
  return formatAmount(toMinor(pesos));
}

/**
 * A money input read the Colombian way. Under it, the amount it understood ("Se guardará: Col$
 * 32.000"), so "32.000" can never be saved as 32 without anyone seeing it; on blur a readable
 * amount is rewritten in the app's own format, which reads back to the same value.
 */
export function MoneyField({
  value,
  onChange,
  currency,
  blankValue = null,
  invalidMessage,
  error,
  onBlur,
  ...rest
}: MoneyFieldProps) {
  const read = parseMoneyInput(value);
  const amount = read.ok ? (read.value ?? blankValue) : null;
  const text = !read.ok
    ? moneyInputMessage(read.problem, invalidMessage)
    : amount === null
      ? null
      : es.common.moneySavedAs(formatMoney(toMinor(amount), currency));
  // One live element for both texts, so a screen reader hears the new reading as it is typed.
  const hint = text ? (
    <span aria-live="polite" className={read.ok ? 'tabular-nums' : 'text-amber-700'}>
      {text}
    </span>
  ) : undefined;

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    // Not while an error is shown: rewriting the text would count as an edit and hide the error.
    if (!error && read.ok && read.value !== null) {
      const formatted = moneyFieldText(read.value);
      if (formatted !== value) onChange({ target: { value: formatted } });
    }
    onBlur?.(event);
  };

  return (
    <TextField
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={onChange}
      onBlur={blur}
      error={error}
      hint={hint}
      {...rest}
    />
  );
}
