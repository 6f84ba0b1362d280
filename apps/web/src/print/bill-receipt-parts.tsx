import { formatAmount, formatMoney, TIP_LINE_TITLE, TIP_NOTICE, toMinor } from '@comandero/contracts';
import { billsText } from '../i18n/bills';
import { cn } from '../lib/cn';
import { posText } from '../i18n/pos';
import type { BillReceipt } from '../lib/pos-storage';

const T = billsText.receipt;

function Row({
  label,
  pesos,
  currency,
  strong,
  indent,
  testId,
}: {
  label: string;
  pesos: number;
  currency: string;
  strong?: boolean;
  /** Under the row above it (cash received and change under their payment); HTML drops leading spaces. */
  indent?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={cn('flex justify-between gap-2', strong && 'text-[13px] font-bold', indent && 'pl-3')}
      data-testid={testId}
    >
      <span>{label}</span>
      <span className="text-right whitespace-nowrap tabular-nums">{formatMoney(toMinor(pesos), currency)}</span>
    </div>
  );
}

/** "2 x 16.000" when the line knows its unit price (bills since issue 18), else "2 x". */
const quantityText = (line: BillReceipt['lines'][number]) =>
  line.quantity <= 0
    ? null
    : line.unitPrice === undefined
      ? `${line.quantity} x`
      : `${line.quantity} x ${formatAmount(toMinor(line.unitPrice))}`;

/**
 * The bill's own lines as the POS receipt lists them (title, variant, add-ons, notes when the print
 * settings show them, quantity x unit price, line total), each discount under its line. A line
 * stored before issue 18's fields (or an equal part's "Consumo") prints its title alone.
 */
export function BillReceiptLines({ bill, showNotes }: { bill: BillReceipt; showNotes: boolean }) {
  return (
    <ul className="flex flex-col gap-1.5" data-testid="receipt-lines">
      {bill.lines.map((line) => (
        <li key={line.id} data-testid="receipt-line">
          <p className="font-bold">{line.itemTitle ?? line.title}</p>
          {line.itemTitle !== undefined && line.variantTitle ? <p className="pl-2">{line.variantTitle}</p> : null}
          {line.addons && line.addons.length > 0 ? <p className="pl-2">+ {line.addons.join(', ')}</p> : null}
          {showNotes && line.notes ? <p className="pl-2 italic">* {line.notes}</p> : null}
          <div className="flex justify-between gap-2 pl-2">
            <span className="tabular-nums">{quantityText(line)}</span>
            <span className="tabular-nums">{formatAmount(toMinor(line.gross))}</span>
          </div>
          {line.discount ? (
            <div className="flex justify-between gap-2 pl-2" data-testid="receipt-line-discount">
              <span className="min-w-0 break-words">
                {T.discount} ({line.discount.reason})
              </span>
              <span className="tabular-nums">-{formatAmount(toMinor(line.discount.amount))}</span>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, bill discount, each tax on its own line, total, the voluntary tip with its notice, payments. */
export function BillReceiptTotals({ bill, currency }: { bill: BillReceipt; currency: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <Row label={T.subtotal} pesos={bill.itemsTotal} currency={currency} testId="receipt-subtotal" />
      {bill.billDiscount ? (
        <Row
          label={`${T.billDiscount} (${bill.billDiscount.reason})`}
          pesos={-bill.billDiscount.amount}
          currency={currency}
          testId="receipt-bill-discount"
        />
      ) : null}
      {bill.taxes.map((t) => (
        <Row key={t.label} label={t.label} pesos={t.amount} currency={currency} testId="receipt-tax" />
      ))}
      <Row label={posText.receipt.total} pesos={bill.total} currency={currency} strong testId="receipt-total" />
      <hr className="my-2 border-t border-dashed border-black" />
      <Row label={TIP_LINE_TITLE} pesos={bill.tip} currency={currency} testId="receipt-tip" />
      <p className="text-[10px] leading-tight" data-testid="receipt-tip-notice">
        {TIP_NOTICE}
      </p>
      <Row label={T.totalWithTip} pesos={bill.due} currency={currency} strong testId="receipt-due" />
      {bill.payments.length > 0 ? (
        <div className="mt-2 flex flex-col gap-0.5" data-testid="receipt-payments">
          <p className="font-bold">{T.payments}</p>
          {bill.payments.map((p, i) => (
            <div key={i} data-testid="receipt-payment">
              <Row label={p.title} pesos={p.amount} currency={currency} />
              {p.tendered !== null ? (
                <>
                  <Row label={T.tendered} pesos={p.tendered} currency={currency} indent />
                  <Row label={T.change} pesos={p.change} currency={currency} indent />
                </>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
