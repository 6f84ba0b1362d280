import {
  toMinor,
  type CompleteAndPaySettleResponse,
  type OrderGroup,
  type OrderPaymentSummaryWithQuote,
  type OrdersInitResponse,
  type PayBillBody,
  type SettleDiscount,
  type SettleQuote,
} from '@comandero/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SummaryRow } from '../../components/settle/bill-summary';
import { DiscountForm } from '../../components/settle/discount-form';
import { TendersForm } from '../../components/settle/tenders-form';
import { TipForm } from '../../components/settle/tip-form';
import { ErrorState, LoadingState } from '../../components/states';
import { floorText, ordersText } from '../../i18n/orders';
import { errorMessage } from '../../lib/api-error';
import { useSingleAttempt } from '../../lib/idempotency-keys';
import type { PaymentTypeOption } from '../../lib/payment-plan';
import { fetchPaymentSummary, usePayAndComplete, type PayAndComplete } from './orders-api';

export type PaymentDialogProps = {
  group: OrderGroup;
  init: OrdersInitResponse | undefined;
  onClose: () => void;
  /** The table as paid (its unpaid orders), the quote it was paid by, and the server's answer. */
  onPaid?: (paid: CompleteAndPaySettleResponse, paidGroup: OrderGroup, quote: SettleQuote) => void;
};

/** The spec's summary (orders, subtotal, taxes, total), after the discount when there is one. */
function SpecSummary({ s, currency }: { s: OrderPaymentSummaryWithQuote; currency?: string }) {
  const q = s.quote;
  const discounted = q !== undefined && q.discountTotal > 0;
  return (
    <div className="flex flex-col gap-1.5 rounded-xl bg-stone-50 p-4" data-testid="payment-summary">
      <p className="text-sm text-stone-500">{ordersText.pay.orders(s.orders.length)}</p>
      <dl className="flex flex-col gap-1.5">
        {discounted ? (
          <SummaryRow label={ordersText.pay.discount} pesos={-q.discountTotal} currency={currency} />
        ) : null}
        <SummaryRow label={ordersText.pay.subtotal} pesos={discounted ? q.netTotal : s.subtotal} currency={currency} />
        <SummaryRow label={ordersText.pay.taxes} pesos={discounted ? q.taxTotal : s.taxTotal} currency={currency} />
        <SummaryRow label={ordersText.pay.total} pesos={discounted ? q.total : s.total} currency={currency} strong />
      </dl>
    </div>
  );
}

/** Cash is the server's flag when it sends one; without it the type's title decides (isCashType). */
function withCashFlag(types: readonly PaymentTypeOption[], cashIds: readonly number[] | undefined) {
  return cashIds ? types.map((t) => ({ ...t, is_cash: cashIds.includes(t.id) })) : types;
}

/**
 * Pay and complete (spec §2) with the split bill's steps (issue 18): the spec's summary of the unpaid
 * orders, an optional discount, the voluntary tip the store asks for (Ley 1935 de 2018), then one or
 * several tenders with cash received and change. The server prices all of it again and checks the
 * spec's figures sent back; orders paid earlier at the POS are completed with them.
 */
export function PaymentDialog({ group, init, onClose, onPaid }: PaymentDialogProps) {
  const unpaid = group.orders.filter((o) => o.payment_status !== 'paid');
  const unpaidIds = unpaid.map((o) => o.id);
  const paidIds = group.orders.filter((o) => o.payment_status === 'paid').map((o) => o.id);
  const queryClient = useQueryClient();
  const [discount, setDiscount] = useState<SettleDiscount | null>(null);
  const [checking, setChecking] = useState(false);
  const summaryQuery = (d: SettleDiscount | null) => ({
    queryKey: ['orders', 'payment-summary', unpaidIds, d],
    queryFn: () => fetchPaymentSummary(unpaidIds, d),
    staleTime: 0,
    gcTime: 0,
  });
  const summary = useQuery({ ...summaryQuery(discount), placeholderData: keepPreviousData });
  const [step, setStep] = useState<'tip' | 'pay'>('tip');
  const [tip, setTip] = useState({ amount: 0, confirmAbove: false });
  const pay = usePayAndComplete();
  const currency = init?.storeSettings.currency;
  const s = summary.data;
  const q = s?.quote;
  const askTip = q?.askTip !== false;
  const types = withCashFlag(init?.paymentTypes ?? [], q?.cashPaymentTypeIds);
  const tipNow = askTip ? tip.amount : 0;

  // A discount is priced (and checked) by the server before it is taken; a refusal keeps the old one.
  const applyDiscount = async (d: SettleDiscount | null) => {
    setChecking(true);
    try {
      await queryClient.fetchQuery(summaryQuery(d));
      setDiscount(d);
    } catch (err) {
      toast.error(errorMessage(err, floorText.actionFailed));
    } finally {
      setChecking(false);
    }
  };

  const attempt = useSingleAttempt();
  const submit = (payments?: PayBillBody['payments']) => {
    if (!s || !q) return;
    const payment: PayAndComplete = {
      pay: {
        orderIds: unpaidIds,
        subTotal: s.subtotal,
        taxTotal: s.taxTotal,
        total: s.total,
        // A table moved meanwhile is refused by the server rather than paid where it no longer is.
        tableId: group.table_id,
        // The tenders name the payment types; without any, the invoice records none.
        paymentTypeId: null,
        tip: tipNow,
        confirmAboveSuggested: askTip && tip.confirmAbove,
        discount,
        ...(payments ? { payments } : {}),
      },
      alsoComplete: paidIds,
    };
    // One request however many taps, and one key per attempt, so a doubled payment is stored once.
    attempt(JSON.stringify(payment), (idempotencyKey) => pay.mutateAsync({ ...payment, idempotencyKey })).then(
      (paid) => paid && onPaid?.(paid, { ...group, orders: unpaid, order_ids: unpaidIds }, q),
      // A refused payment (totals changed meanwhile, no open drawer) keeps the dialog with a fresh summary.
      () => void summary.refetch(),
    );
  };

  const discountForm = q ? (
    <DiscountForm
      applied={q.billDiscount}
      currency={currency}
      pending={checking}
      onApply={(d) => void applyDiscount(d)}
      onRemove={() => void applyDiscount(null)}
    />
  ) : null;
  const paidNote =
    paidIds.length > 0 ? <p className="text-sm text-stone-600">{ordersText.pay.alreadyPaid(paidIds.length)}</p> : null;

  let body;
  if (s && q && step === 'tip' && askTip) {
    body = (
      <TipForm
        figures={q}
        suggestedTip={q.suggestedTip}
        tip={tip.amount}
        percent={q.tipPercent}
        currency={currency}
        pending={false}
        cancelLabel={ordersText.cancel.keep}
        onCancel={onClose}
        summary={<SpecSummary s={s} currency={currency} />}
        onNext={(amount, confirmAbove) => {
          setTip({ amount, confirmAbove });
          setStep('pay');
        }}
      >
        {discountForm}
        {paidNote}
      </TipForm>
    );
  } else if (s && q && types.length > 0) {
    body = (
      <TendersForm
        // Remounted when the figures change, so the first tender starts at the new due.
        key={`${q.total}-${tipNow}`}
        figures={{ ...q, tip: tipNow, due: toMinorSum(q.total, tipNow) }}
        types={types}
        currency={currency}
        pending={pay.isPending}
        confirmLabel={ordersText.pay.confirm}
        onBack={askTip ? () => setStep('tip') : onClose}
        onSubmit={(b) => submit(b.payments)}
      >
        {askTip ? null : discountForm}
        {askTip ? null : paidNote}
      </TendersForm>
    );
  } else if (s && q) {
    // No active payment type: the invoice records none, as before issue 18.
    body = (
      <div className="flex flex-col gap-4">
        <SpecSummary s={s} currency={currency} />
        <p className="text-sm text-stone-600">{ordersText.pay.noPaymentTypes}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={pay.isPending}>
            {ordersText.cancel.keep}
          </Button>
          <Button onClick={() => submit()} loading={pay.isPending} disabled={pay.isPending}>
            {ordersText.pay.confirm}
          </Button>
        </div>
      </div>
    );
  } else if (summary.isError) {
    body = (
      <ErrorState
        message={errorMessage(summary.error, floorText.actionFailed)}
        action={
          <Button variant="outline" onClick={() => void summary.refetch()}>
            {floorText.retry}
          </Button>
        }
      />
    );
  } else {
    body = <LoadingState message={ordersText.pay.summaryLoading} />;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pay.isPending && onClose()}
      title={ordersText.pay.title}
      description={ordersText.pay.description(group.table_title)}
      size="md"
    >
      {body}
    </Dialog>
  );
}

/** pesos + pesos, added in centavos. */
const toMinorSum = (a: number, b: number) => (toMinor(a) + toMinor(b)) / 100;
