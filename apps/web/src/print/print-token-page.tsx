import { useState } from 'react';
import { posText } from '../i18n/pos';
import { formatDateTime } from '../lib/format';
import { readReceiptData } from '../lib/pos-storage';
import { PrintSheet, pageWidthMm } from './print-sheet';
import { useAutoPrint } from './use-auto-print';

/** /print-token: a large token number and the date-time (spec §2 Token slip). */
export function PrintTokenPage() {
  const [data] = useState(readReceiptData);
  useAutoPrint(data !== null && data.tokenNo !== null);
  if (!data || data.tokenNo === null) {
    return <p className="p-6 text-center text-sm text-stone-600">{posText.receipt.missing}</p>;
  }
  return (
    <PrintSheet widthMm={pageWidthMm(data.printSettings.page_format)} label={posText.token.label}>
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <p className="text-sm font-bold tracking-widest uppercase">{posText.token.label}</p>
        <p className="text-[64px] leading-none font-black tabular-nums" data-testid="print-token-number">
          {data.tokenNo}
        </p>
        <p className="text-xs" data-testid="print-token-date">
          {formatDateTime(data.date)}
        </p>
      </div>
    </PrintSheet>
  );
}
