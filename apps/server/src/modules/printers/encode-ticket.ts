import type { Printer } from '@comandero/contracts';
import { escPosPage } from './escpos-page.js';
import type { TicketDocument, TicketLine } from './print-requests.js';

const FEED_BEFORE_CUT = 4;

export type TicketPrinter = Pick<Printer, 'paperWidth' | 'codePage' | 'hasCashDrawer'>;

/**
 * Splits text into lines of at most `width` characters, at spaces where it can: a cook reads the
 * whole note on the next line rather than losing its end. A word longer than a line is broken.
 * Leading spaces indent every line of the text (a variant or note under its item).
 */
export function wrapText(text: string, width: number): string[] {
  const indent = /^ */.exec(text)![0].slice(0, Math.max(0, width - 8));
  const room = width - indent.length;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter((w) => w !== '')) {
    let rest = word;
    if (current !== '' && current.length + 1 + rest.length <= room) {
      current += ` ${rest}`;
      continue;
    }
    if (current !== '') lines.push(current);
    while (rest.length > room) {
      lines.push(rest.slice(0, room));
      rest = rest.slice(room);
    }
    current = rest;
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines.map((line) => (line === '' ? line : indent + line));
}

/**
 * A label and an amount on one line of `width` characters: the amount whole at the right, the label
 * cut short (with a "." for the missing end) to leave at least one space before it.
 */
export function pairText(left: string, right: string, width: number): string {
  const room = width - right.length - 1;
  if (room <= 0) return right.padStart(width);
  const label = left.length <= room ? left : room > 1 ? `${left.slice(0, room - 1).trimEnd()}.` : left.slice(0, room);
  return label + ' '.repeat(Math.max(1, width - label.length - right.length)) + right;
}

/**
 * A ticket's ESC/POS bytes for the printer it goes to: its columns (a size 2 line holds half of
 * them), its code page (free text fitted with printableText), a drawer kick (ESC p, pin 2) only
 * when that printer has a drawer, and the cut at the very end, after a feed past the cutter.
 */
export function encodeTicket(document: TicketDocument, printer: TicketPrinter): Uint8Array {
  const { encoder, columns, text } = escPosPage(printer);
  const sized = (size: 1 | 2 | undefined, bold: boolean | undefined) => {
    encoder.size(size ?? 1, size ?? 1).bold(bold ?? false);
    return Math.floor(columns / (size ?? 1));
  };
  const write = (line: TicketLine) => {
    switch (line.type) {
      case 'text': {
        const width = sized(line.size, line.bold);
        encoder.align(line.align ?? 'left');
        for (const part of wrapText(text(line.text), width)) encoder.line(part);
        break;
      }
      case 'pair': {
        const width = sized(line.size, line.bold);
        const [left, right] = [text(line.left), text(line.right)];
        if (line.whole && left.length + 1 + right.length > width) {
          // Padded here: the encoder's own right alignment counts normal-size columns.
          encoder.align('left');
          for (const part of wrapText(left, width)) encoder.line(part);
          for (const part of wrapText(right, width)) encoder.line(part.padStart(width));
        } else {
          encoder.align('left').line(pairText(left, right, width));
        }
        break;
      }
      case 'rule':
        sized(1, false);
        encoder.align('left').line('-'.repeat(columns));
        break;
      case 'feed':
        if (line.lines > 0) encoder.newline(line.lines);
        break;
      case 'qr':
        sized(1, false);
        encoder.align('center').qrcode(line.data).align('left');
        break;
    }
  };
  for (const line of document.lines) write(line);
  sized(1, false);
  encoder.align('left');
  if (document.drawerKick && printer.hasCashDrawer) encoder.pulse();
  // The cutter sits a few lines above the print head: feed the last line past it first.
  if (document.cut) encoder.newline(FEED_BEFORE_CUT).cut();
  return encoder.encode();
}
