import type { Printer } from '@comandero/contracts';
import { escPosPage } from './escpos-page.js';

/** Every letter Spanish needs beyond ASCII, plus the euro sign that CP858 adds to CP850. */
export const TEST_PAGE_LETTERS = 'ñ á é í ó ú ü Ñ Á É Í Ó Ú Ü ¿ ¡ €';

/** The QR's text names the printer, so a page found later says which printer printed it. */
export const testPageQr = (printerId: number) => `comandero:prueba-impresora:${printerId}`;

/**
 * The page POST /settings/printers/:id/test prints: the store's name large, the printer's settings,
 * every accented letter (garbage there means the wrong code page), a QR and a cut.
 */
export function encodeTestPage(printer: Printer, storeName: string, at: string): Uint8Array {
  const { encoder, columns, text } = escPosPage(printer);
  const rule = '-'.repeat(columns);
  return encoder
    .align('center')
    .bold(true)
    .size(2, 2)
    .line(text(storeName))
    .size(1, 1)
    .bold(false)
    .line('Página de prueba')
    .line(rule)
    .align('left')
    .line(text(`Impresora: ${printer.name}`))
    .line(`Dirección: ${printer.host}:${printer.port}`)
    .line(`Papel: ${printer.paperWidth} mm · Código: ${printer.codePage.toUpperCase()}`)
    .line(text(`Fecha: ${at}`))
    .line(rule)
    .line('Letras:')
    .line(TEST_PAGE_LETTERS)
    .newline()
    .align('center')
    .qrcode(testPageQr(printer.id))
    .line('¡Listo para imprimir comandas!')
    .cut()
    .encode();
}
