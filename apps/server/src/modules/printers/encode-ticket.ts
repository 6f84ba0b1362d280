import type { Printer } from '@comandero/contracts';
import { escPosPage } from './escpos-page.js';
import { EscPosWriter, type Align } from './escpos-writer.js';
import { printableText } from './printable-text.js';
import { qrModuleSize } from './qr-size.js';
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

/** Where encodeTicket lays a ticket out: our own writer, or the library's builder for a QR code. */
type Page = {
  columns: number;
  text(value: string): string;
  line(value: string, size: 1 | 2, bold: boolean, align: Align): void;
  newline(lines: number): void;
  qr(data: string): void;
  finish(kick: boolean, cut: boolean): Uint8Array;
};

function ownPage(printer: TicketPrinter): Page {
  const writer = new EscPosWriter(printer);
  return {
    columns: writer.columns,
    text: (value) => printableText(value, printer.codePage),
    line: (value, size, bold, align) => writer.line(value, size, bold, align),
    newline: (lines) => writer.newline(lines),
    qr: () => {
      throw new Error('QR: encodeTicket uses the library for it');
    },
    finish(kick, cut) {
      if (kick) writer.pulse();
      // The library feeds one line more after a drawer kick: the same paper either way.
      if (cut) writer.newline(FEED_BEFORE_CUT + (kick ? 1 : 0)).cut();
      return writer.encode();
    },
  };
}

function libraryPage(printer: TicketPrinter): Page {
  const { encoder, columns, text } = escPosPage(printer);
  return {
    columns,
    text,
    line: (value, size, bold, align) => encoder.size(size, size).bold(bold).align(align).line(value),
    newline: (lines) => encoder.newline(lines),
    qr: (data) =>
      encoder
        .size(1, 1)
        .bold(false)
        .align('center')
        .qrcode(data, 2, qrModuleSize(data, printer.paperWidth), 'm')
        .align('left'),
    finish(kick, cut) {
      encoder.size(1, 1).bold(false).align('left');
      if (kick) encoder.pulse();
      // The cutter sits a few lines above the print head: feed the last line past it first.
      if (cut) encoder.newline(FEED_BEFORE_CUT).cut();
      return encoder.encode();
    },
  };
}

/**
 * A ticket's ESC/POS bytes for the printer it goes to: its columns (a size 2 line holds half of
 * them), its code page (free text fitted with printableText), a drawer kick (ESC p, pin 2) only
 * when that printer has a drawer, and the cut at the very end, after a feed past the cutter.
 * Written by our own writer (escpos-writer.ts); a ticket with a QR code by the library's builder.
 */
export function encodeTicket(document: TicketDocument, printer: TicketPrinter): Uint8Array {
  return layOut(
    document,
    printer,
    document.lines.some((l) => l.type === 'qr') ? libraryPage(printer) : ownPage(printer),
  );
}

/** The library's bytes for any ticket: what the own writer is checked against (escpos-writer.test.ts). */
export function encodeTicketWithLibrary(document: TicketDocument, printer: TicketPrinter): Uint8Array {
  return layOut(document, printer, libraryPage(printer));
}

function layOut(document: TicketDocument, printer: TicketPrinter, page: Page): Uint8Array {
  const { columns, text } = page;
  const write = (line: TicketLine) => {
    switch (line.type) {
      case 'text': {
        const size = line.size ?? 1;
        const width = Math.floor(columns / size);
        for (const part of wrapText(text(line.text), width))
          page.line(part, size, line.bold ?? false, line.align ?? 'left');
        break;
      }
      case 'pair': {
        const size = line.size ?? 1;
        const bold = line.bold ?? false;
        const width = Math.floor(columns / size);
        const [left, right] = [text(line.left), text(line.right)];
        if (line.whole && left.length + 1 + right.length > width) {
          // Padded here: the encoder's own right alignment counts normal-size columns.
          for (const part of wrapText(left, width)) page.line(part, size, bold, 'left');
          for (const part of wrapText(right, width)) page.line(part.padStart(width), size, bold, 'left');
        } else {
          // Only an amount wider than the line itself is longer than the line: wrapped, not cut.
          const pair = pairText(left, right, width);
          for (const part of pair.length > width ? wrapText(pair, width) : [pair]) page.line(part, size, bold, 'left');
        }
        break;
      }
      case 'rule':
        page.line('-'.repeat(columns), 1, false, 'left');
        break;
      case 'feed':
        if (line.lines > 0) page.newline(line.lines);
        break;
      case 'qr':
        page.qr(line.data);
        break;
    }
  };
  for (const line of document.lines) write(line);
  return page.finish(document.drawerKick && printer.hasCashDrawer, document.cut);
}
