import { PRINTER_COLUMNS, type Printer } from '@comandero/contracts';
import CodepageEncoder from '@point-of-sale/codepage-encoder';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { ENCODER_CODE_PAGE, printableText } from './printable-text.js';

/**
 * The encoder asks CodepageEncoder.getEncoding for its code page table on every piece of text, and
 * that answers a structuredClone of the whole definition each time: four fifths of a comanda's
 * encoding (1.3 ms of CPU per ticket, 0.26 ms with this; docs/performance.md, issue 20). The
 * library only reads what it is given, so each code page's definition is cloned once and kept. The
 * calls the library makes while building a definition still get their own copy, as before.
 */
function keepCodePageDefinitions(): void {
  const original = CodepageEncoder.getEncoding.bind(CodepageEncoder);
  const kept = new Map<string, ReturnType<typeof CodepageEncoder.getEncoding>>();
  let building = 0;
  CodepageEncoder.getEncoding = (codepage) => {
    if (building > 0) return original(codepage);
    let definition = kept.get(codepage);
    if (!definition) {
      building++;
      try {
        definition = original(codepage);
      } finally {
        building--;
      }
      kept.set(codepage, definition);
    }
    return definition;
  };
}
keepCodePageDefinitions();

export type EscPosPage = { encoder: ReceiptPrinterEncoder; columns: number; text(value: string): string };

/**
 * A fresh encoder for one job on this printer: its columns and code page, ESC/POS on the Epson code
 * page table (which Xprinter, 3nStar and most clones follow), with the fitting of free text (store,
 * printer and item names) to that code page.
 */
export function escPosPage(printer: Pick<Printer, 'paperWidth' | 'codePage'>): EscPosPage {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: PRINTER_COLUMNS[printer.paperWidth],
    codepageMapping: 'epson',
    errors: 'strict',
  })
    .initialize()
    .codepage(ENCODER_CODE_PAGE[printer.codePage]);
  return { encoder, columns: encoder.columns, text: (value) => printableText(value, printer.codePage) };
}
