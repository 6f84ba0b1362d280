import { CASH_DRAWER_MESSAGES, parseMoneyInput, type CashMovementKind } from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { MoneyField } from '../../components/money-field';
import { TextField } from '../../components/text-field';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { useCashMovement } from './cash-drawer-api';

const T = cashDrawerText.movement;

/** Cash put into or taken out of the open drawer, with its reason. */
export function MovementDialog({
  sessionId,
  kind,
  currency,
  onDone,
}: {
  sessionId: number;
  kind: CashMovementKind;
  currency?: string;
  onDone: () => void;
}) {
  const move = useCashMovement();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const submit = () => {
    const read = parseMoneyInput(amount);
    const next = {
      amount: !read.ok || read.value === null || read.value <= 0 ? T.amountInvalid : undefined,
      reason: reason.trim() === '' ? CASH_DRAWER_MESSAGES.movementReasonRequired : undefined,
    };
    setErrors(next);
    if (next.amount || next.reason || !read.ok || read.value === null) return;
    return move.mutateAsync({ sessionId, kind, amount: read.value, reason: reason.trim() }).then(onDone);
  };

  return (
    <FormDialog
      title={kind === 'in' ? cashDrawerText.panel.cashInLong : cashDrawerText.panel.cashOutLong}
      onClose={onDone}
      onSubmit={submit}
      pending={move.isPending}
      submitLabel={T.submit}
      error={move.error}
      size="sm"
    >
      <MoneyField
        label={T.amount}
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setErrors((x) => ({ ...x, amount: undefined }));
        }}
        currency={currency}
        invalidMessage={T.amountInvalid}
        error={errors.amount}
        autoFocus
      />
      <TextField
        label={T.reason}
        value={reason}
        maxLength={120}
        hint={T.reasonHint}
        error={errors.reason}
        onChange={(e) => {
          setReason(e.target.value);
          setErrors((x) => ({ ...x, reason: undefined }));
        }}
      />
    </FormDialog>
  );
}
