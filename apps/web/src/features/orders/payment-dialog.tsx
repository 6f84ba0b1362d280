import { toMinor, type OrderGroup, type OrdersInitResponse } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Money } from '../../components/money';
import { Select } from '../../components/select';
import { ErrorState, LoadingState } from '../../components/states';
import { floorText, ordersText } from '../../i18n/orders';
import { errorMessage } from '../../lib/api-error';
import { useSingleAttempt } from '../../lib/idempotency-keys';
import { fetchPaymentSummary, usePayAndComplete, type PayAndComplete } from './orders-api';

export type PaymentDialogProps = {
  group: OrderGroup;
  init: OrdersInitResponse | undefined;
  onClose: () => void;
};

function Row({
  label,
  minor,
  currency,
  strong,
}: {
  label: string;
  minor: number;
  currency?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong ? 'flex justify-between text-lg font-bold text-stone-900' : 'flex justify-between text-stone-700'
      }
    >
      <dt>{label}</dt>
      <dd>
        <Money minor={minor} currency={currency} />
      </dd>
    </div>
  );
}

/**
 * Pay and complete (spec §2): the server's summary of the unpaid orders (from the stored lines), a
 * payment type, and one invoice. The figures sent back are the summary's own, which the server
 * only checks; orders paid earlier are completed with them.
 */
export function PaymentDialog({ group, init, onClose }: PaymentDialogProps) {
  const unpaidIds = group.orders.filter((o) => o.payment_status !== 'paid').map((o) => o.id);
  const paidIds = group.orders.filter((o) => o.payment_status === 'paid').map((o) => o.id);
  const summary = useQuery({
    queryKey: ['orders', 'payment-summary', unpaidIds],
    queryFn: () => fetchPaymentSummary(unpaidIds),
    staleTime: 0,
    gcTime: 0,
  });
  const paymentTypes = init?.paymentTypes ?? [];
  const [paymentTypeId, setPaymentTypeId] = useState(() => String(paymentTypes[0]?.id ?? ''));
  const pay = usePayAndComplete();
  const currency = init?.storeSettings.currency;
  const s = summary.data;

  const attempt = useSingleAttempt();
  const submit = () => {
    if (!s) return;
    const payment: PayAndComplete = {
      pay: {
        orderIds: unpaidIds,
        subTotal: s.subtotal,
        taxTotal: s.taxTotal,
        total: s.total,
        paymentTypeId: paymentTypeId ? Number(paymentTypeId) : null,
        // A table moved meanwhile is refused by the server rather than paid where it no longer is.
        tableId: group.table_id,
      },
      alsoComplete: paidIds,
    };
    // One request however many taps, and one key per attempt, so a doubled payment is stored once.
    attempt(JSON.stringify(payment), (idempotencyKey) => pay.mutateAsync({ ...payment, idempotencyKey })).then(
      (res) => res && onClose(),
      // A refused payment (totals changed meanwhile, no open drawer) keeps the dialog with a fresh summary.
      () => void summary.refetch(),
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pay.isPending && onClose()}
      title={ordersText.pay.title}
      description={ordersText.pay.description(group.table_title)}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pay.isPending}>
            {ordersText.cancel.keep}
          </Button>
          <Button onClick={submit} disabled={!s} loading={pay.isPending}>
            {ordersText.pay.confirm}
          </Button>
        </>
      }
    >
      {s ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5 rounded-xl bg-stone-50 p-4" data-testid="payment-summary">
            <p className="text-sm text-stone-500">{ordersText.pay.orders(s.orders.length)}</p>
            <dl className="flex flex-col gap-1.5">
              <Row label={ordersText.pay.subtotal} minor={toMinor(s.subtotal)} currency={currency} />
              <Row label={ordersText.pay.taxes} minor={toMinor(s.taxTotal)} currency={currency} />
              <Row label={ordersText.pay.total} minor={toMinor(s.total)} currency={currency} strong />
            </dl>
          </div>
          {paymentTypes.length > 0 ? (
            <Select
              label={ordersText.pay.paymentType}
              value={paymentTypeId}
              onChange={(e) => setPaymentTypeId(e.target.value)}
              options={paymentTypes.map((p) => ({ value: String(p.id), label: p.title }))}
            />
          ) : (
            <p className="text-sm text-stone-600">{ordersText.pay.noPaymentTypes}</p>
          )}
          {paidIds.length > 0 ? (
            <p className="text-sm text-stone-600">{ordersText.pay.alreadyPaid(paidIds.length)}</p>
          ) : null}
        </div>
      ) : summary.isError ? (
        <ErrorState
          message={errorMessage(summary.error, floorText.actionFailed)}
          action={
            <Button variant="outline" onClick={() => void summary.refetch()}>
              {floorText.retry}
            </Button>
          }
        />
      ) : (
        <LoadingState message={ordersText.pay.summaryLoading} />
      )}
    </Dialog>
  );
}
