import type { PrinterPaperWidth } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../../../test-support/printer/escpos-decoder.js';
import { encodeTicket } from '../encode-ticket.js';
import type { TicketDocument } from '../print-requests.js';
import { comandaDocument, type ComandaData } from './comanda.js';
import { reprintDocument } from './reprint.js';
import { tableMoveDocument } from './table-move.js';
import { ticketTime } from './ticket-parts.js';
import { voidDocument } from './void.js';

const print = (doc: TicketDocument, paperWidth: PrinterPaperWidth = 80, hasCashDrawer = false) =>
  decodeEscPos(encodeTicket(doc, { paperWidth, codePage: 'cp858', hasCashDrawer }));
const texts = (doc: TicketDocument, paperWidth: PrinterPaperWidth = 80) =>
  print(doc, paperWidth).lines.map((l) => l.text.trim());

const ZONE = 'America/Bogota';
// 15:05 UTC is 10:05 in Bogotá.
const AT = '2026-11-27T15:05:00.000Z';

const comanda: ComandaData = {
  stationName: 'Cocina caliente',
  addition: false,
  orderId: 345,
  tokenNo: 12,
  tableTitle: 'Mesa 4',
  deliveryType: 'dinein',
  customerName: null,
  waiter: 'Carolina Muñoz',
  at: AT,
  timeZone: ZONE,
  lines: [
    { quantity: 2, title: 'Hamburguesa', variant: 'Doble', addons: ['Queso', 'Tocineta'], notes: 'sin cebolla' },
    { quantity: 1, title: 'Ajiaco santafereño', variant: null, addons: [], notes: null },
  ],
};

describe('comanda', () => {
  it('prints the station, table, service, token, waiter, local time and each line in large type', () => {
    const printed = print(comandaDocument(comanda));
    const lines = printed.lines.map((l) => l.text.trim());
    expect(printed.lines.find((l) => l.text.trim() === 'Cocina caliente')).toMatchObject({ bold: true, width: 2 });
    expect(lines).not.toContain('*** ADICIÓN ***');
    expect(lines).toContain('Mesa: Mesa 4');
    expect(lines).toContain('Comer en el local');
    expect(lines.some((l) => /^Turno 12 +Pedido #345$/.test(l))).toBe(true);
    expect(lines).toContain('Mesero: Carolina Muñoz');
    // Bogotá's clock, not the server's UTC.
    expect(lines.find((l) => l.startsWith('Hora:'))).toMatch(/^Hora: 27.*2026.* 10:05 a\. m\.$/);
    for (const text of ['2 x Hamburguesa', 'Doble', '+ Queso, Tocineta', '* sin cebolla', '1 x Ajiaco santafereño']) {
      const line = printed.lines.find((l) => l.text.trim() === text);
      expect(line, text).toBeDefined();
      expect(line!.width, text).toBe(2);
    }
    expect(printed.cuts).toBe(1);
    expect(printed.drawerKicks).toEqual([]);
  });

  it('says ADICIÓN when the table already had open orders, and words takeaway and delivery', () => {
    const addition = texts(comandaDocument({ ...comanda, addition: true, tableTitle: null, deliveryType: 'takeaway' }));
    expect(addition).toContain('*** ADICIÓN ***');
    expect(addition).toContain('Para llevar');
    expect(addition.some((l) => l.startsWith('Mesa:'))).toBe(false);
    expect(texts(comandaDocument({ ...comanda, deliveryType: 'delivery' }))).toContain('Entrega a domicilio');
  });

  it('names the default kitchen when no station routes the lines, and wraps a long note in 57 mm', () => {
    const note = 'alergia al maní, sin salsa de la casa';
    const printed = print(
      comandaDocument({
        ...comanda,
        stationName: null,
        lines: [{ quantity: 3, title: 'Salchipapa', variant: null, addons: [], notes: note }],
      }),
      57,
    );
    const lines = printed.lines.map((l) => l.text.trim());
    expect(lines[0]).toBe('Cocina');
    expect(printed.lines.every((l) => l.text.length <= 32 / l.width)).toBe(true);
    const noteLines = printed.lines.filter((l) => l.width === 2).map((l) => l.text.trim());
    expect(noteLines.join(' ')).toContain(`* ${note}`);
  });
});

describe('change tickets', () => {
  it('ANULADO: the item and quantity in large type, the table, token, reason, who and when', () => {
    const printed = print(
      voidDocument({
        stationName: 'Bar',
        orderId: 345,
        tokenNo: 12,
        tableTitle: 'Mesa 4',
        deliveryType: 'dinein',
        line: { quantity: 2, title: 'Limonada de coco', variant: 'Grande', addons: [], notes: null },
        reason: 'El cliente cambió de opinión',
        by: 'Andrés Peña',
        at: AT,
        timeZone: ZONE,
      }),
    );
    const lines = printed.lines.map((l) => l.text.trim());
    expect(lines[0]).toBe('Bar');
    expect(printed.lines.find((l) => l.text.trim() === '*** ANULADO ***')).toMatchObject({ bold: true, width: 2 });
    expect(printed.lines.find((l) => l.text.trim() === '2 x Limonada de coco')).toMatchObject({ width: 2 });
    expect(lines).toContain('Grande');
    expect(lines).toContain('Mesa: Mesa 4');
    expect(lines.some((l) => /^Turno 12 +Pedido #345$/.test(l))).toBe(true);
    expect(lines).toContain('Motivo: El cliente cambió de opinión');
    expect(lines).toContain('Anuló: Andrés Peña');
    expect(lines).toContain(`Hora: ${ticketTime(AT, ZONE)}`);
  });

  it('ANULADO without a reason (the spec client voids by status) says so', () => {
    const lines = texts(
      voidDocument({
        stationName: null,
        orderId: 1,
        tokenNo: 1,
        tableTitle: null,
        deliveryType: 'takeaway',
        line: { quantity: 1, title: 'Café', variant: null, addons: [], notes: null },
        reason: null,
        by: null,
        at: AT,
        timeZone: ZONE,
      }),
    );
    expect(lines).toContain('Motivo: Sin motivo');
    expect(lines.some((l) => l.startsWith('Anuló'))).toBe(false);
  });

  it('CAMBIO DE MESA: from and to in large type, and the tokens moved', () => {
    const printed = print(
      tableMoveDocument({
        stationName: 'Fríos',
        fromTable: 'Mesa 3',
        toTable: 'Terraza 1',
        tokens: [12, 15],
        by: 'Ana',
        at: AT,
        timeZone: ZONE,
      }),
    );
    const lines = printed.lines.map((l) => l.text.trim());
    expect(lines[0]).toBe('Fríos');
    expect(lines).toContain('*** CAMBIO DE MESA ***');
    expect(printed.lines.find((l) => l.text.trim() === 'De: Mesa 3')).toMatchObject({ width: 2 });
    expect(printed.lines.find((l) => l.text.trim() === 'A: Terraza 1')).toMatchObject({ width: 2 });
    expect(lines).toContain('Turnos 12, 15');
    expect(lines).toContain('Cambió: Ana');
  });

  it('REIMPRESIÓN marks the stored ticket at the top and never opens the drawer', () => {
    const stored: TicketDocument = { ...comandaDocument(comanda), drawerKick: true };
    const again = reprintDocument(stored, { at: '2026-11-27T16:00:00.000Z', timeZone: ZONE });
    expect(again.drawerKick).toBe(false);
    expect(again.cut).toBe(true);
    const printed = print(again, 80, true);
    expect(printed.drawerKicks).toEqual([]);
    const lines = printed.lines.map((l) => l.text.trim());
    expect(lines[0]).toBe('*** REIMPRESIÓN ***');
    expect(lines[1]).toMatch(/^Reimpreso: 27.*2026.* 11:00 a\. m\.$/);
    // The original follows whole.
    expect(lines.slice(lines.indexOf('Cocina caliente'))).toEqual(texts(comandaDocument(comanda)));
  });
});

describe('ticket time', () => {
  it("words every instant as Intl does, whatever minute, second and zone came before (one format serves a minute's tickets)", () => {
    const zones = ['America/Bogota', 'Asia/Kolkata', 'Asia/Kathmandu', 'Europe/Madrid'];
    const start = Date.parse('2026-03-29T00:58:00.000Z'); // Madrid's clocks go forward at 01:00 UTC
    for (let k = 0; k < 400; k++) {
      const zone = zones[k % zones.length];
      // Back and forth across minutes, with seconds and milliseconds inside them.
      const ms = start + ((k * 7919) % 300) * 1000 + (k % 3) * 333;
      const iso = new Date(ms).toISOString();
      const intl = new Intl.DateTimeFormat('es-CO', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
      expect(ticketTime(iso, zone)).toBe(intl.format(new Date(ms)));
    }
    expect(ticketTime('no es una fecha', ZONE)).toBe('no es una fecha');
  });
});
