import { parseMoneyInput } from '@comandero/contracts';
import { useState } from 'react';
import { billsText } from '../../i18n/bills';
import { MoneyField } from '../money-field';
import { Select } from '../select';
import { TextField } from '../text-field';

const T = billsText.discount;
const OTHER = '__other__';

export type DiscountKind = 'percent' | 'amount';

/**
 * What a discount being typed holds, and whether it can be sent: a positive value (a percent at most
 * 100) and a reason, from the store's list or typed. The server still prices and checks it.
 */
export function useDiscountDraft() {
  const [kind, setKind] = useState<DiscountKind>('percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [freeText, setFreeText] = useState('');
  const read = parseMoneyInput(value);
  const amount = read.ok ? read.value : null;
  const reasonText = reason === OTHER ? freeText.trim() : reason;
  const valid = amount !== null && amount > 0 && (kind === 'amount' || amount <= 100) && reasonText.length > 0;
  return { kind, setKind, value, setValue, reason, setReason, freeText, setFreeText, amount, reasonText, valid };
}

export type DiscountDraft = ReturnType<typeof useDiscountDraft>;

/** The kind (percent or amount) and its value; the caller lays the two out. */
export function DiscountValueFields({ draft, currency }: { draft: DiscountDraft; currency: string | undefined }) {
  return (
    <>
      <Select
        label={T.kind}
        value={draft.kind}
        onChange={(e) => draft.setKind(e.target.value as DiscountKind)}
        options={[
          { value: 'percent', label: T.percent },
          { value: 'amount', label: T.amount },
        ]}
      />
      {draft.kind === 'amount' ? (
        <MoneyField
          label={T.value}
          value={draft.value}
          onChange={(e) => draft.setValue(e.target.value)}
          currency={currency}
          invalidMessage={T.valueInvalid}
        />
      ) : (
        <TextField
          label={`${T.value} (%)`}
          inputMode="decimal"
          value={draft.value}
          onChange={(e) => draft.setValue(e.target.value)}
        />
      )}
    </>
  );
}

/**
 * The reason: one of the store's (the caller loads them, so the list is there when the form opens)
 * or "other" with a typed one.
 */
export function DiscountReasonFields({
  draft,
  reasons,
}: {
  draft: DiscountDraft;
  reasons: { title: string }[] | undefined;
}) {
  return (
    <>
      <Select
        label={T.reason}
        value={draft.reason}
        placeholder="—"
        onChange={(e) => draft.setReason(e.target.value)}
        options={[
          ...(reasons ?? []).map((r) => ({ value: r.title, label: r.title })),
          { value: OTHER, label: T.otherReason },
        ]}
      />
      {draft.reason === OTHER ? (
        <TextField
          label={T.freeReason}
          value={draft.freeText}
          maxLength={120}
          onChange={(e) => draft.setFreeText(e.target.value)}
        />
      ) : null}
    </>
  );
}
