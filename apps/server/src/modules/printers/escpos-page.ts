import { PRINTER_COLUMNS, type Printer, type PrinterCodePage } from '@comandero/contracts';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/** Our code page names as the encoder knows them (its Epson table sends ESC t 19 and ESC t 16). */
const ENCODER_CODE_PAGE: Record<PrinterCodePage, 'cp858' | 'windows1252'> = {
  cp858: 'cp858',
  wpc1252: 'windows1252',
};

/**
 * A fresh encoder for one job on this printer: its columns and code page, ESC/POS on the Epson code
 * page table (which Xprinter, 3nStar and most clones follow). Strict, so a character or command the
 * printer cannot take fails here instead of printing '?'.
 */
export function escPosPage(printer: Pick<Printer, 'paperWidth' | 'codePage'>): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: PRINTER_COLUMNS[printer.paperWidth],
    codepageMapping: 'epson',
    errors: 'strict',
  })
    .initialize()
    .codepage(ENCODER_CODE_PAGE[printer.codePage]);
}
