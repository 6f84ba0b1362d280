import type { PosInitResponse, PricingTotals, SettleDiscount } from '@comandero/contracts';
import { DiscountForm } from '../../components/settle/discount-form';
import { discountedSale } from './pay-discount';
import { useEffect, useMemo, useState } from 'react';
import type { PayView } from '../customer-display';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';
import type { PosState } from './cart-state';
import { OrderSummaryLines, TotalsRows } from './order-summary';
import type { SubmitKind } from './use-order-submit';
import { useTipSetting } from '../../lib/tip-setting';
import { isCashType } from '../../lib/payment-plan';
import { pickablePaymentType, type UnavailableType } from './offline-payment-types';
import { asksTip, PayExtrasFields, payExtrasOf, payFigures, type PayExtras, type PayExtrasState } from './pay-extras';

export type SubmitDialogProps = {
  kind: SubmitKind | null;
  onClose: () => void;
  state: PosState;
  totals: PricingTotals;
  currency: string;
  customerText: string;
  tableText: string | null;
  paymentTypes: PosInitResponse['paymentTypes'];
  pending: boolean;
  /** The last refusal, repeated inside the dialog: the modal hides the toasts from screen readers. */
  error?: string | null;
  /** Issue 21: the courses sent held, e.g. "Plato fuerte" (null or absent: none). */
  heldText?: string | null;
  /** extras (issue 18): the voluntary tip and the cash received, on a payment only. */
  onConfirm: (kind: SubmitKind, paymentTypeId?: number, extras?: PayExtras) => void;
  /** Issue 21: the payment's figures as they change, for the customer display. */
  onPayView?: (view: PayView | null) => void;
  /** Issue 24: shown when the "Puntos" payment type is chosen (the attached member's balance). */
  pointsNote?: { paymentTypeId: number | null; text: string } | null;
  /** Issue 24: a type shown disabled with its reason ("Puntos" while offline). */
  unavailable?: UnavailableType | null;
};

export function PaymentTypePicker({
  types,
  value,
  onChange,
  unavailable = null,
}: {
  types: PosInitResponse['paymentTypes'];
  value: number | null;
  onChange: (id: number) => void;
  unavailable?: UnavailableType | null;
}) {
  if (types.length === 0) return <p className="text-sm text-red-600">{posText.submit.noPaymentTypes}</p>;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-700">{posText.submit.paymentType}</legend>
      <div className="grid grid-cols-2 gap-2">
        {types.map((t) => {
          const off = unavailable?.id === t.id;
          const hintId = `payment-type-hint-${t.id}`;
          return (
            <label
              key={t.id}
              className={cn(
                'flex min-h-12 items-center gap-3 rounded-xl border px-4 py-1.5 text-[15px] font-medium',
                off
                  ? 'cursor-not-allowed border-stone-200 bg-stone-100 text-stone-500'
                  : value === t.id
                    ? 'cursor-pointer border-brand-500 bg-brand-50 text-brand-900'
                    : 'cursor-pointer border-stone-200 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="payment-type"
                className="size-5 shrink-0 accent-brand-600"
                checked={value === t.id}
                disabled={off}
                aria-describedby={off ? hintId : undefined}
                onChange={() => {
                  if (!off) onChange(t.id);
                }}
              />
              <span className="flex min-w-0 flex-col">
                {t.title}
                {off ? (
                  <span id={hintId} className="text-xs font-normal text-stone-600">
                    {unavailable.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The send-to-kitchen and pay-and-send-to-kitchen summaries (spec §2). */
export function SubmitDialog(props: SubmitDialogProps) {
  const { kind, onClose, state, totals, currency, customerText, tableText, paymentTypes, pending, error, onConfirm } =
    props;
  const [chosen, setChosen] = useState<number | null>(null);
  // The first active type is preselected; a type that went inactive since is not kept.
  const unavailable = props.unavailable ?? null;
  const paymentTypeId = pickablePaymentType(paymentTypes, chosen, unavailable);
  const pay = kind === 'pay';
  const tipSetting = useTipSetting(pay);
  const withTip = pay && asksTip(state, tipSetting.data);
  const noExtras: PayExtrasState = { tip: null, tendered: '' };
  const [extras, setExtras] = useState(noExtras);
  // Issue 21: a discount on the sale, priced here as the server will price it.
  const [discount, setDiscount] = useState<SettleDiscount | null>(null);
  // Each opening starts afresh: a tip typed for the last table is not this one's.
  const [openedAs, setOpenedAs] = useState(kind);
  if (openedAs !== kind) {
    setOpenedAs(kind);
    setExtras(noExtras);
    setDiscount(null);
  }
  // Memoised: the pay view below is sent on each change of its figures, not on every render.
  const sale = useMemo(() => (pay ? discountedSale(state.cart, discount) : null), [pay, state.cart, discount]);
  const payTotals = sale?.totals ?? totals;
  const paymentType = paymentTypes.find((t) => t.id === paymentTypeId);
  const chosenExtras = pay ? payExtrasOf(extras, payTotals, tipSetting.data, withTip, paymentType) : null;
  const payExtras = chosenExtras && discount ? { ...chosenExtras, discount } : chosenExtras;
  const f = payFigures(extras, payTotals, tipSetting.data, withTip);
  const cash = isCashType(paymentType);
  const { onPayView } = props;
  const percent = tipSetting.data?.percent ?? 0;
  const shownTip = withTip ? f.tip : undefined;
  const received = pay && cash ? f.tendered : null;
  const change = pay && cash ? f.change : null;
  useEffect(() => {
    if (!onPayView) return;
    onPayView(
      pay
        ? {
            tip: shownTip === undefined ? null : { suggested: f.suggested, percent, amount: shownTip },
            due: f.due,
            received,
            change,
            method: paymentType?.title ?? null,
            discounted: sale
              ? {
                  discount: sale.discountTotal,
                  subtotal: sale.totals.netTotal,
                  tax: sale.totals.taxTotal,
                  total: sale.totals.payableTotal,
                }
              : null,
          }
        : null,
    );
  }, [onPayView, pay, shownTip, f.suggested, percent, f.due, received, change, paymentType?.title, sale]);
  const service = state.deliveryType ? posText.service.options[state.deliveryType] : posText.submit.none;

  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={pay ? posText.submit.payTitle : posText.submit.kitchenTitle}
      size={pay ? 'lg' : 'md'}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose} disabled={pending}>
            {posText.token.close}
          </Button>
          <Button
            size="lg"
            loading={pending}
            disabled={pending || (pay && (paymentTypeId === null || payExtras === null))}
            onClick={() =>
              kind && onConfirm(kind, pay ? (paymentTypeId ?? undefined) : undefined, payExtras ?? undefined)
            }
          >
            {pay ? posText.submit.payConfirm : posText.submit.kitchenConfirm}
          </Button>
        </>
      }
    >
      {/* Paying, on a tablet or wider: the sale on the left, the payment on the right, so the type, the
          tip and the cash received are all on screen with the totals (one column on a phone). */}
      <div className={cn('flex flex-col gap-4', pay && 'lg:grid lg:grid-cols-2 lg:items-start lg:gap-6')}>
        <div className="flex min-w-0 flex-col gap-4">
          {error && !pending ? (
            <p
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
            >
              {error}
            </p>
          ) : null}
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 rounded-xl bg-stone-50 px-4 py-3 text-sm">
            <div className="min-w-0">
              <dt className="text-stone-500">{posText.submit.customer}</dt>
              <dd className="font-medium break-words text-stone-900">{customerText}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-stone-500">{posText.submit.service}</dt>
              <dd className="font-medium break-words text-stone-900">{service}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-stone-500">{posText.submit.table}</dt>
              <dd className="font-medium break-words text-stone-900">{tableText ?? posText.submit.none}</dd>
            </div>
          </dl>
          <OrderSummaryLines cart={state.cart} currency={currency} />
          {props.heldText ? (
            <p
              className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900"
              data-testid="submit-held"
            >
              <span className="font-semibold">{posText.courses.heldSummary(props.heldText)}</span>
              {' — '}
              {posText.courses.heldHint}
            </p>
          ) : null}
          {pay ? (
            <DiscountForm
              applied={sale?.billDiscount ?? null}
              currency={currency}
              pending={pending}
              onApply={setDiscount}
              onRemove={() => setDiscount(null)}
            />
          ) : null}
          <TotalsRows totals={payTotals} currency={currency} discount={sale?.discountTotal} />
        </div>
        {pay ? (
          <div className="flex min-w-0 flex-col gap-4">
            <PaymentTypePicker
              types={paymentTypes}
              value={paymentTypeId}
              onChange={setChosen}
              unavailable={unavailable}
            />
            {props.pointsNote && props.pointsNote.paymentTypeId === paymentTypeId ? (
              <p
                className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900"
                data-testid="submit-points"
              >
                {props.pointsNote.text}
              </p>
            ) : null}
            <PayExtrasFields
              extras={extras}
              onChange={setExtras}
              totals={payTotals}
              setting={tipSetting.data}
              withTip={withTip}
              paymentType={paymentType}
              currency={currency}
            />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
