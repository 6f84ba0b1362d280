import type { Printer } from '@comandero/contracts';
import { escPosPage } from './escpos-page.js';
import type { TicketDocument } from './print-requests.js';

/**
 * A ticket's document as ESC/POS bytes for the printer it finally goes to: its columns and code page
 * (a backup printer may differ from the first), a drawer kick only where a drawer is attached.
 */
export function encodeTicket(
  document: TicketDocument,
  printer: Pick<Printer, 'paperWidth' | 'codePage' | 'hasCashDrawer'>,
): Uint8Array {
  const { encoder, columns, text } = escPosPage(printer);
  for (const line of document.lines) {
    switch (line.type) {
      case 'text':
        encoder
          .align(line.align ?? 'left')
          .bold(line.bold ?? false)
          .size(line.size ?? 1, line.size ?? 1)
          .line(text(line.text));
        break;
      case 'pair': {
        const size = line.size ?? 1;
        const width = Math.floor(columns / size);
        const right = text(line.right);
        const left = text(line.left).slice(0, Math.max(0, width - right.length - 1));
        encoder
          .align('left')
          .bold(line.bold ?? false)
          .size(size, size)
          .line(`${left}${' '.repeat(Math.max(1, width - left.length - right.length))}${right}`);
        break;
      }
      case 'rule':
        encoder.align('left').bold(false).size(1, 1).line('-'.repeat(columns));
        break;
      case 'feed':
        encoder.newline(line.lines);
        break;
      case 'qr':
        encoder.align('center').qrcode(line.data);
        break;
    }
  }
  encoder.bold(false).size(1, 1).align('left');
  if (document.cut) encoder.newline(3).cut();
  if (document.drawerKick && printer.hasCashDrawer) encoder.pulse();
  return encoder.encode();
}
