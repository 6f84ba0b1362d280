import { toMinor } from '@comandero/contracts';
import { QrCode } from '../../../components/qr-code';
import { settingsText } from '../../../i18n/settings';
import { formatAmount } from '../../../lib/format';

const t = settingsText.print;
const SAMPLE = settingsText.preview;
/** The sample line's price, Col$ 26.000 (money is formatted at the edge, never stored as text). */
const SAMPLE_TOTAL = formatAmount(toMinor(26_000));

export type ReceiptPreviewProps = {
  pageFormat: number;
  /** The store's own name when known. */
  storeName?: string;
  header: string;
  footer: string;
  flags: { showStoreDetails: boolean; showCustomerDetails: boolean; showNotes: boolean; printToken: boolean };
  /**
   * Issue 23: e-invoicing is on, so each paid receipt carries its DE-POS (legal header, number, CUDE,
   * QR); the preview sketches it with the issuer and the active range's prefix.
   */
  einvoice?: { issuerName: string; nit: string; prefix: string } | null;
};

/** A sketch of the receipt as the current form would print it, scaled from the page width in mm. */
export function ReceiptPreview({ pageFormat, storeName, header, footer, flags, einvoice }: ReceiptPreviewProps) {
  // 3.2 px per mm keeps the 80 mm slip inside the side column and shows the 57 mm one visibly narrower.
  const width = Math.round(pageFormat * 3.2);
  return (
    <aside aria-label={t.preview} className="flex flex-col items-center gap-2">
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{t.preview}</p>
      <div
        style={{ width }}
        className="flex flex-col gap-2 rounded-md border border-stone-200 bg-white px-3 py-4 font-mono text-[11px] leading-snug text-stone-700 shadow-card"
      >
        {flags.showStoreDetails ? <p className="text-center font-bold">{storeName ?? SAMPLE.store}</p> : null}
        {einvoice ? (
          <p className="text-center" data-testid="preview-einvoice-header">
            <span className="block font-bold">{einvoice.issuerName}</span>
            NIT {einvoice.nit}
            <span className="block">{SAMPLE.einvoiceTitle}</span>
          </p>
        ) : null}
        {header.trim() ? <p className="text-center whitespace-pre-line">{header}</p> : null}
        {flags.showCustomerDetails ? <p>{SAMPLE.customer}</p> : null}
        <div className="border-y border-dashed border-stone-300 py-1.5">
          <p className="flex justify-between gap-2">
            <span>{SAMPLE.line}</span>
            <span>{SAMPLE_TOTAL}</span>
          </p>
          {flags.showNotes ? <p className="text-stone-500">{SAMPLE.note}</p> : null}
        </div>
        <p className="flex justify-between font-bold">
          <span>{SAMPLE.total}</span>
          <span>{SAMPLE_TOTAL}</span>
        </p>
        {einvoice ? (
          <div className="flex flex-col items-center gap-1 text-center" data-testid="preview-einvoice">
            <p className="self-stretch text-left">DE-POS No. {einvoice.prefix}1</p>
            <p className="self-stretch text-left break-all">CUDE: {SAMPLE.cude}</p>
            <QrCode text={SAMPLE.qr} label={SAMPLE.qrLabel} className="size-20" />
            <p>{SAMPLE.maker}</p>
          </div>
        ) : null}
        {footer.trim() ? <p className="text-center whitespace-pre-line">{footer}</p> : null}
        {flags.printToken ? (
          <span className="mx-auto grid size-10 place-items-center rounded-full border-2 border-stone-700 font-bold">
            {SAMPLE.token}
          </span>
        ) : null}
      </div>
    </aside>
  );
}
