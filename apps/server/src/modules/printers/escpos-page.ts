import { PRINTER_COLUMNS, type Printer } from '@comandero/contracts';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { ENCODER_CODE_PAGE, printableText } from './printable-text.js';

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
