import type { PrinterCodePage, PrinterPaperWidth } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../../test-support/printer/escpos-decoder.js';
import { encodeTicket, encodeTicketWithLibrary, type TicketPrinter } from './encode-ticket.js';
import type { TicketDocument, TicketLine } from './print-requests.js';
import { comandaDocument } from './tickets/comanda.js';

const PRINTERS: TicketPrinter[] = (['cp858', 'wpc1252'] as PrinterCodePage[]).flatMap((codePage) =>
  ([80, 57] as PrinterPaperWidth[]).flatMap((paperWidth) =>
    [true, false].map((hasCashDrawer) => ({ paperWidth, codePage, hasCashDrawer })),
  ),
);

/** A small deterministic generator (mulberry32), so a failing document can be found again. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  return { next, pick };
}

const WORDS = [
  'Ajiaco',
  'santafereño',
  'bandeja',
  'paisa',
  'limonada',
  'de',
  'coco',
  '¿sin',
  'cebolla?',
  '¡urgente!',
  'crème',
  'brûlée',
  'über',
  '€',
  'Ñandú',
  'ÁÉÍÓÚ',
  'x2',
  'Col$ 12.500',
  'supercalifragilisticoespialidoso',
  '“Terraza”',
  'Łódź',
  '🍺',
  '—',
  '',
];

function randomDocument(seed: number): TicketDocument {
  const { next, pick } = random(seed);
  const words = (n: number) =>
    Array.from({ length: n }, () => pick(WORDS)).join(next() < 0.2 ? '  ' : ' ') + (next() < 0.1 ? ' ' : '');
  const indent = () => (next() < 0.3 ? '   ' : '');
  const lines: TicketLine[] = Array.from({ length: 1 + Math.floor(next() * 14) }, (): TicketLine => {
    const size = pick([undefined, 1, 2] as const);
    const bold = pick([undefined, true, false] as const);
    switch (pick(['text', 'text', 'pair', 'rule', 'feed'] as const)) {
      case 'text':
        return {
          type: 'text',
          text: indent() + words(Math.floor(next() * 12)),
          size,
          bold,
          align: pick([undefined, 'left', 'center', 'right'] as const),
        };
      case 'pair':
        return {
          type: 'pair',
          left: words(1 + Math.floor(next() * 5)),
          right: words(1 + Math.floor(next() * 2)),
          size,
          bold,
          whole: next() < 0.5,
        };
      case 'rule':
        return { type: 'rule' };
      case 'feed':
        return { type: 'feed', lines: Math.floor(next() * 3) };
    }
  });
  return { lines, cut: next() < 0.8, drawerKick: next() < 0.3 };
}

/** What a printer does with the bytes, read back by the test decoder (its own code page tables). */
const printed = (bytes: Uint8Array) => decodeEscPos(bytes);

describe('our ESC/POS writer', () => {
  it('prints 50 random tickets exactly as the library would, on every printer kind', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const document = randomDocument(seed);
      for (const printer of PRINTERS) {
        const ours = printed(encodeTicket(document, printer));
        const library = printed(encodeTicketWithLibrary(document, printer));
        expect({ seed, printer, ...ours }).toEqual({ seed, printer, ...library });
      }
    }
  });

  it('prints a comanda as the library would, and the accents decode back exactly', () => {
    const document = comandaDocument({
      stationName: 'Cocina caliente',
      addition: true,
      orderId: 123456,
      tokenNo: 10234,
      tableTitle: 'Terraza 4',
      deliveryType: 'dine_in',
      customerName: 'Ñoño Pérez',
      waiter: 'Carolina Muñoz',
      at: '2026-11-27T15:05:00.000Z',
      timeZone: 'America/Bogota',
      lines: [
        {
          quantity: 2,
          title: 'Ajiaco santafereño',
          variant: 'Grande',
          addons: ['Aguacate', 'Crema'],
          notes: '¿Sin alcaparras? ¡Sí!',
        },
        { quantity: 1, title: 'Limonada de coco', variant: null, addons: [], notes: null },
      ],
    });
    for (const printer of PRINTERS) {
      const ours = printed(encodeTicket(document, printer));
      expect(ours).toEqual(printed(encodeTicketWithLibrary(document, printer)));
      const words = ours.lines.map((l) => l.text.trim()).join(' ');
      expect(words).toContain('Ajiaco santafereño');
      expect(words).toContain('¿Sin alcaparras? ¡Sí!');
      expect(words).toContain('*** ADICIÓN ***');
      expect(ours.cuts).toBe(1);
    }
  });

  it('writes every line in the style asked for, aligned over the paper, with the code page first', () => {
    const ours = printed(
      encodeTicket(
        {
          lines: [
            { type: 'text', text: 'ADICIÓN', size: 2, bold: true, align: 'center' },
            { type: 'text', text: 'Mesa 4', align: 'right' },
            { type: 'pair', left: 'Total', right: '€ 9', bold: true },
          ],
          cut: true,
          drawerKick: true,
        },
        { paperWidth: 80, codePage: 'wpc1252', hasCashDrawer: true },
      ),
    );
    expect(ours.initialized).toBe(true);
    expect(ours.codePages).toEqual(['wpc1252']);
    expect(ours.lines[0]).toEqual({ text: `${' '.repeat(17)}ADICIÓN`, bold: true, width: 2, height: 2 });
    expect(ours.lines[1]).toEqual({ text: `${' '.repeat(42)}Mesa 4`, bold: false, width: 1, height: 1 });
    expect(ours.lines[2]).toEqual({ text: `Total${' '.repeat(40)}€ 9`, bold: true, width: 1, height: 1 });
    expect(ours.drawerKicks).toEqual([{ pin: 2 }]);
    expect(ours.cuts).toBe(1);
  });
});
