import { MEMBERSHIP_CONSENT_TEXT } from '@comandero/contracts';
import { useState } from 'react';
import { membershipText as t } from '../i18n/membership';
import { useJoinMember } from '../lib/membership';
import { FormDialog } from './form-dialog';

export type MembershipJoinDialogProps = {
  /** The customer to enrol; null: closed. */
  customer: { phone: string; name: string } | null;
  onClose: () => void;
};

function JoinForm({ customer, onClose }: { customer: { phone: string; name: string }; onClose: () => void }) {
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState(false);
  const join = useJoinMember();
  return (
    <FormDialog
      title={t.join.title}
      description={`${customer.name} · ${customer.phone}`}
      submitLabel={t.join.submit}
      pending={join.isPending}
      error={missing ? t.join.consentMissing : join.error}
      onClose={onClose}
      onSubmit={() => {
        // Ley 1581 de 2012: no enrolment without the customer's own, informed authorisation.
        if (!consent) {
          setMissing(true);
          return;
        }
        return join.mutateAsync(customer.phone).then(onClose, () => undefined);
      }}
    >
      <section className="rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700">
        <h3 className="mb-1 font-semibold text-stone-900">{t.join.law}</h3>
        <p data-testid="consent-text">{MEMBERSHIP_CONSENT_TEXT}</p>
      </section>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          className="size-6 shrink-0"
          checked={consent}
          aria-invalid={missing && !consent ? true : undefined}
          onChange={(e) => {
            setConsent(e.target.checked);
            setMissing(false);
          }}
        />
        {t.join.consent}
      </label>
    </FormDialog>
  );
}

/** Enrols a customer in the points programme with the Ley 1581 consent (customers screen and POS). */
export function MembershipJoinDialog({ customer, onClose }: MembershipJoinDialogProps) {
  return customer ? <JoinForm customer={customer} onClose={onClose} /> : null;
}
