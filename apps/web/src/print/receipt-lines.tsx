import { formatAmount, formatMoney, priceCartLine, type CartLine } from '@comandero/contracts';
import { posText } from '../i18n/pos';

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? 'flex justify-between gap-2 text-[13px] font-bold' : 'flex justify-between gap-2'}>
      <span>{label}</span>
      <span className="text-right whitespace-nowrap tabular-nums" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** Lines with variant, add-ons, notes (only when enabled), quantity x unit price and line total. */
export function ReceiptLines({ lines, showNotes }: { lines: CartLine[]; showNotes: boolean }) {
  return (
    <ul className="flex flex-col gap-1.5" data-testid="receipt-lines">
      {lines.map((line, i) => {
        const priced = priceCartLine(line);
        return (
          <li key={i} data-testid="receipt-line">
            <p className="font-bold">{line.title}</p>
            {line.variant ? <p className="pl-2">{line.variant.title}</p> : null}
            {line.addons && line.addons.length > 0 ? (
              <p className="pl-2">+ {line.addons.map((a) => a.title).join(', ')}</p>
            ) : null}
            {showNotes && line.notes ? <p className="pl-2 italic">* {line.notes}</p> : null}
            <div className="flex justify-between gap-2 pl-2">
              <span className="tabular-nums">
                {line.quantity} x {formatAmount(priced.unitPrice)}
              </span>
              <span className="tabular-nums">{formatAmount(priced.lineTotal)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Totals in centavos (the receipt data keeps pesos; the page converts once). */
export function ReceiptTotals({
  netMinor,
  taxMinor,
  totalMinor,
  currency,
}: {
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
  currency: string;
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <Row label={posText.receipt.subtotal} value={formatMoney(netMinor, currency)} testId="receipt-subtotal" />
      <Row label={posText.receipt.taxes} value={formatMoney(taxMinor, currency)} testId="receipt-taxes" />
      <Row label={posText.receipt.total} value={formatMoney(totalMinor, currency)} strong testId="receipt-total" />
    </div>
  );
}
