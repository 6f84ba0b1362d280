import { toMinor, type InvoiceRefund } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { invoiceVoidText as t } from '../../i18n/invoices';
import { ApiError } from '../../lib/api-error';
import { formatMoney } from '../../lib/format';
import { noReason, reasonOf, ReasonPicker, useVoidReasons, type ReasonChoice } from '../orders';
import { useVoidInvoice } from './invoices-api';

export type VoidSaleDialogProps = {
  invoiceId: number;
  refund: InvoiceRefund;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className="flex items-baseline justify-between gap-3">
    <dt className={strong ? 'font-semibold text-stone-900' : 'text-stone-700'}>{label}</dt>
    <dd className={strong ? 'font-semibold text-stone-900 tabular-nums' : 'text-stone-800 tabular-nums'}>{value}</dd>
  </div>
);

/**
 * "Anular venta": the reason (from the void reasons, or typed), what will happen to the money (all
 * of it back, the cash part out of this terminal's open drawer), and the confirmation. The server
 * decides; its Spanish refusal (no open drawer, already annulled, no right) is shown as is.
 */
export function VoidSaleDialog({ invoiceId, refund, currency, open, onOpenChange }: VoidSaleDialogProps) {
  const [choice, setChoice] = useState<ReasonChoice>(noReason);
  const [tried, setTried] = useState(false);
  const reasons = useVoidReasons();
  const voiding = useVoidInvoice(invoiceId);
  const reason = reasonOf(choice);
  const money = (pesos: number) => formatMoney(toMinor(pesos), currency);
  const other = Math.round((refund.total - refund.cash) * 100) / 100;

  const close = (next: boolean) => {
    if (voiding.isPending) return;
    if (!next) {
      setChoice(noReason);
      setTried(false);
      voiding.reset();
    }
    onOpenChange(next);
  };
  const confirm = () => {
    setTried(true);
    if (!reason) return;
    voiding.mutate(reason, {
      onSuccess: (answer) => {
        if (answer !== undefined) close(false);
      },
    });
  };
  const failure =
    voiding.error instanceof ApiError ? voiding.error.message : voiding.error ? String(voiding.error.message) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t.title(invoiceId)}
      description={t.description}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={voiding.isPending}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={voiding.isPending} aria-busy={voiding.isPending}>
            {voiding.isPending ? t.confirming : t.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <dl className="flex flex-col gap-1.5 rounded-xl bg-stone-50 p-3 text-[15px]" data-testid="void-refund">
          <Line label={t.refundTotal} value={money(refund.total)} strong />
          <Line label={t.cashFromDrawer} value={money(refund.cash)} />
          {other > 0 ? <Line label={t.otherMeans} value={money(other)} /> : null}
        </dl>
        <ReasonPicker
          reasons={reasons.data?.map((r) => r.title)}
          value={choice}
          onChange={setChoice}
          disabled={voiding.isPending}
          error={tried && !reason ? t.reasonRequired : undefined}
        />
        <p className="text-sm text-stone-600">{t.consequences}</p>
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
