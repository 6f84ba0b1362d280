import { describe, expect, it } from 'vitest';
import { encodeTicket, type TicketPrinter } from './encode-ticket.js';
import type { TicketDocument, TicketLine } from './print-requests.js';
import { readStoredDocument, storedDocument } from './stored-document.js';
import { comandaDocument } from './tickets/comanda.js';

const PRINTER: TicketPrinter = { paperWidth: 80, codePage: 'cp858', hasCashDrawer: true };

/** Every kind of line with every style it can carry, and the values a document builder leaves out. */
const EVERY_LINE: TicketLine[] = [
  { type: 'text', text: 'plain' },
  ...(['left', 'center', 'right'] as const).flatMap((align) =>
    [undefined, true].flatMap((bold) =>
      [undefined, 2 as const].map((size): TicketLine => ({
        type: 'text',
        text: `Ajiaco ${align} ñandú`,
        align,
        ...(bold ? { bold } : {}),
        ...(size ? { size } : {}),
      })),
    ),
  ),
  { type: 'pair', left: 'Turno 10234', right: 'Pedido #99', bold: true, size: 2, whole: true },
  { type: 'pair', left: 'Subtotal', right: '$ 12.300' },
  { type: 'pair', left: 'IVA', right: '$ 1.900', size: 2 },
  { type: 'rule' },
  { type: 'feed', lines: 3 },
  { type: 'qr', data: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=abc' },
  { type: 'text', text: '"comillas", \\barra\\ y [corchetes]' },
];

describe('stored ticket documents', () => {
  it('read back as the document stored, every line kind and style, cut and drawer', () => {
    for (const [cut, drawerKick] of [
      [true, false],
      [false, true],
      [true, true],
      [false, false],
    ]) {
      const doc: TicketDocument = { lines: EVERY_LINE, cut, drawerKick };
      expect(readStoredDocument(storedDocument(doc))).toEqual(doc);
    }
  });

  it('stores a comanda in a third of its JSON, and it prints the same bytes', () => {
    const comanda = comandaDocument({
      stationName: 'Parrilla',
      addition: true,
      fire: 'Fuertes',
      orderId: 4521,
      tokenNo: 87,
      tableTitle: 'Terraza 3',
      deliveryType: 'dinein',
      customerName: 'Ana',
      waiter: 'Luis',
      at: '2026-11-28T20:15:00.000Z',
      timeZone: 'America/Bogota',
      lines: [
        { quantity: 2, title: 'Bandeja paisa', variant: 'Grande', addons: ['Huevo', 'Aguacate'], notes: 'sin cebolla' },
        { quantity: 1, title: 'Limonada de coco', variant: null, addons: [], notes: null },
      ],
    });
    const stored = storedDocument(comanda);
    expect(stored.length).toBeLessThan(JSON.stringify(comanda).length / 2.5);
    expect(readStoredDocument(stored)).toEqual(comanda);
    expect(encodeTicket(readStoredDocument(stored), PRINTER)).toEqual(encodeTicket(comanda, PRINTER));
  });

  it('reads a document stored before as a JSON object (jobs of an older version still queued)', () => {
    const doc: TicketDocument = {
      lines: [{ type: 'text', text: 'Cocina', bold: true }, { type: 'rule' }],
      cut: true,
      drawerKick: false,
    };
    expect(readStoredDocument(JSON.stringify(doc))).toEqual(doc);
  });

  it('refuses a line code it does not know instead of printing something else', () => {
    expect(() => readStoredDocument('[1, 6, "x"]')).toThrow(/código 6/);
  });
});
