import { toMinor, type BillView } from '@comandero/contracts';
import { Money } from '../money';
import { billsText } from '../../i18n/bills';

const T = billsText.pay;

/** One figure of a payment summary (pesos); `strong` marks what is charged. */
export function SummaryRow({
  label,
  pesos,
  currency,
  strong,
}: {
  label: string;
  pesos: number;
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
        <Money minor={toMinor(pesos)} currency={currency} />
      </dd>
    </div>
  );
}

/** What the summary prints: a split bill's view or the orders screen's quote, as the server priced them. */
export type SettleFigures = Pick<BillView, 'itemsTotal' | 'discountTotal' | 'taxes' | 'total' | 'tip' | 'due'>;

/** The bill's figures as the server priced them: items, discounts, each tax, tip and what is due. */
export function BillSummary({
  bill,
  currency,
  withTip,
}: {
  bill: SettleFigures;
  currency?: string;
  withTip?: boolean;
}) {
  return (
    <dl className="flex flex-col gap-1 rounded-xl bg-stone-50 p-4" data-testid="bill-summary">
      <SummaryRow label={T.items} pesos={bill.itemsTotal} currency={currency} />
      {bill.discountTotal > 0 ? (
        <SummaryRow label={T.discounts} pesos={-bill.discountTotal} currency={currency} />
      ) : null}
      {bill.taxes.map((t) => (
        <SummaryRow key={t.label} label={t.label} pesos={t.amount} currency={currency} />
      ))}
      <SummaryRow label={T.total} pesos={bill.total} currency={currency} strong={!withTip} />
      {withTip ? (
        <>
          <SummaryRow label={T.tipTitle} pesos={bill.tip} currency={currency} />
          <SummaryRow label={T.due} pesos={bill.due} currency={currency} strong />
        </>
      ) : null}
    </dl>
  );
}
