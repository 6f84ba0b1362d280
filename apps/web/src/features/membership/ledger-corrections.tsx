import { MEMBERSHIP_MESSAGES as M } from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { membershipText as t } from '../../i18n/membership';
import { useAdjustPoints, useReverseInvoicePoints } from './membership-api';

/** What a correction is about: a hand adjustment of a member's balance, or an annulled sale's points. */
export type Correction = { kind: 'adjust'; phone: string } | { kind: 'reverse'; invoiceId: number };

function CorrectionForm({ correction, onClose }: { correction: Correction; onClose: () => void }) {
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const adjust = useAdjustPoints();
  const reverse = useReverseInvoicePoints();
  const pending = adjust.isPending || reverse.isPending;
  const isAdjust = correction.kind === 'adjust';
  return (
    <FormDialog
      title={isAdjust ? t.corrections.adjustTitle : t.corrections.reverseTitle(correction.invoiceId)}
      description={isAdjust ? t.corrections.adjustHint : t.corrections.reverseHint}
      submitLabel={isAdjust ? t.corrections.adjust : t.corrections.reverse}
      pending={pending}
      error={adjust.error ?? reverse.error}
      onClose={onClose}
      onSubmit={() => {
        const next: Record<string, string> = {};
        const n = /^-?\d{1,10}$/.test(points.trim()) ? Number(points.trim()) : 0;
        if (isAdjust && n === 0) next.points = M.adjustInvalid;
        if (!reason.trim()) next.reason = M.reasonRequired;
        setErrors(next);
        if (Object.keys(next).length > 0) return;
        const done = isAdjust
          ? adjust.mutateAsync({ phone: correction.phone, points: n, reason: reason.trim() })
          : reverse.mutateAsync({ invoiceId: correction.invoiceId, reason: reason.trim() });
        return done.then(onClose, () => undefined);
      }}
    >
      {isAdjust ? (
        <TextField
          label={t.corrections.points}
          inputMode="numeric"
          autoFocus
          value={points}
          error={errors.points}
          onChange={(e) => setPoints(e.target.value)}
        />
      ) : null}
      <TextField
        label={t.movements.reason}
        maxLength={200}
        autoFocus={!isAdjust}
        value={reason}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </FormDialog>
  );
}

/** Adjust a balance by hand or reverse an invoice's points, each with its reason (both audited). */
export function CorrectionDialog({ correction, onClose }: { correction: Correction | null; onClose: () => void }) {
  return correction ? <CorrectionForm correction={correction} onClose={onClose} /> : null;
}
