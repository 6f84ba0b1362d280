import { PRINTER_COLUMNS, TIP_LINE_TITLE, TIP_NOTICE, type PrinterPaperWidth } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../../../test-support/printer/escpos-decoder.js';
import { encodeTicket } from '../encode-ticket.js';
import type { TicketDocument } from '../print-requests.js';
import { receiptDocument, type ReceiptData } from './receipt.js';
import { dePosQrText } from '../../einvoice/qr.js';
import { qrModuleSize } from '../qr-size.js';
import { ticketTime } from './ticket-parts.js';
import { tokenSlipDocument } from './token-slip.js';

const print = (doc: TicketDocument, paperWidth: PrinterPaperWidth = 80, hasCashDrawer = true) =>
  decodeEscPos(encodeTicket(doc, { paperWidth, codePage: 'cp858', hasCashDrawer }));

const ZONE = 'America/Bogota';
const AT = '2026-11-27T15:05:00.000Z';

const receipt: ReceiptData = {
  invoiceId: 77,
  at: AT,
  timeZone: ZONE,
  currency: 'COP',
  store: { name: 'Asadero Doña Ñuñoa', address: 'Cra 7 # 12-34', phone: '3001234567', email: null },
  header: 'NIT 900.123.456-7\nRégimen común',
  footer: '¡Gracias por su visita!',
  showNotes: true,
  customer: { type: 'WALKIN', name: 'WALKIN CUSTOMER', deliveryType: 'dinein', tableTitle: 'Mesa 4' },
  billLabel: null,
  lines: [
    {
      title: 'Bandeja paisa',
      variant: 'Grande',
      addons: ['Aguacate'],
      notes: 'huevo bien cocido',
      quantity: 2,
      unitPrice: 3_500_000,
      gross: 7_000_000,
      discount: { reason: 'Cortesía', amount: 500_000 },
    },
    {
      title: 'Jugo de lulo',
      variant: null,
      addons: [],
      notes: null,
      quantity: 1,
      unitPrice: 800_000,
      gross: 800_000,
      discount: null,
    },
  ],
  itemsTotal: 7_300_000,
  billDiscount: null,
  taxes: [{ label: 'INC 8 % incluido', amount: 540_741 }],
  total: 7_300_000,
  tip: 730_000,
  payments: [
    { title: 'Tarjeta', amount: 3_000_000, tendered: null, change: 0 },
    { title: 'Efectivo', amount: 5_030_000, tendered: 6_000_000, change: 970_000 },
  ],
  tokenNo: 12,
  cash: true,
};

const pairOf = (lines: string[], label: string) => lines.find((l) => l.startsWith(label));

describe('receipt', () => {
  for (const paperWidth of [80, 57] as const) {
    it(`prints the browser receipt's content on ${paperWidth} mm and opens the drawer for cash`, () => {
      const printed = print(receiptDocument(receipt), paperWidth);
      const lines = printed.lines.map((l) => l.text.trim());
      const store = printed.lines.filter((l) => l.width === 2 && l.bold).map((l) => l.text.trim());
      expect(store.join(' ')).toContain('Asadero Doña Ñuñoa');
      expect(lines).toEqual(
        expect.arrayContaining(['Cra 7 # 12-34', '3001234567', 'NIT 900.123.456-7', 'Régimen común']),
      );
      expect(lines).toEqual(
        expect.arrayContaining([
          'Tipo de cliente: WALKIN',
          'Cliente: WALKIN CUSTOMER',
          'Tipo de orden: Comer en el local',
          'Mesa: Mesa 4',
        ]),
      );
      expect(lines).toContain('Recibo #77');
      expect(lines).toContain(`Fecha: ${ticketTime(AT, ZONE)}`);
      expect(lines).toEqual(expect.arrayContaining(['Bandeja paisa', 'Grande', '+ Aguacate', '* huevo bien cocido']));
      expect(pairOf(lines, '2 x 35.000')).toMatch(/ 70\.000$/);
      expect(pairOf(lines, 'Descuento (Cortes')).toMatch(/ -5\.000$/);
      expect(pairOf(lines, '1 x 8.000')).toMatch(/ 8\.000$/);
      expect(pairOf(lines, 'Subtotal')).toMatch(/ Col\$ 73\.000$/);
      expect(pairOf(lines, 'INC 8 % incl')).toMatch(/ Col\$ 5\.407,41$/);
      expect(printed.lines.find((l) => l.text.startsWith('Total '))).toMatchObject({ bold: true });
      expect(pairOf(lines, 'Total ')).toMatch(/ Col\$ 73\.000$/);
      expect(pairOf(lines, TIP_LINE_TITLE.slice(0, 10))).toMatch(/ Col\$ 7\.300$/);
      expect(lines.join(' ')).toContain(TIP_NOTICE);
      expect(pairOf(lines, 'Total con prop')).toMatch(/ Col\$ 80\.300$/);
      expect(lines).toContain('Pagos');
      expect(pairOf(lines, 'Tarjeta')).toMatch(/ Col\$ 30\.000$/);
      expect(pairOf(lines, 'Efectivo')).toMatch(/ Col\$ 50\.300$/);
      expect(pairOf(lines, 'Recibido')).toMatch(/ Col\$ 60\.000$/);
      expect(pairOf(lines, 'Cambio')).toMatch(/ Col\$ 9\.700$/);
      expect(lines).toContain('¡Gracias por su visita!');
      expect(printed.lines.find((l) => l.text.trim() === '12')).toMatchObject({ width: 2 });
      expect(printed.lines.every((l) => l.text.length <= PRINTER_COLUMNS[paperWidth] / l.width)).toBe(true);
      expect(printed.drawerKicks).toEqual([{ pin: 2 }]);
      expect(printed.cuts).toBe(1);
      expect(printed.text).not.toContain('?');
    });
  }

  it('leaves out what the print settings hide, the tip when there is none, and the kick without cash', () => {
    const plain: ReceiptData = {
      ...receipt,
      store: null,
      header: null,
      footer: null,
      customer: null,
      showNotes: false,
      tip: 0,
      tokenNo: null,
      billLabel: 'Cuenta 2 de 3',
      billDiscount: { reason: 'Cliente frecuente', amount: 300_000 },
      payments: [{ title: 'Tarjeta', amount: 7_000_000, tendered: null, change: 0 }],
      cash: false,
    };
    const printed = print(receiptDocument(plain));
    const lines = printed.lines.map((l) => l.text.trim());
    expect(lines).not.toContain('Asadero Doña Ñuñoa');
    expect(lines.some((l) => l.startsWith('Tipo de cliente'))).toBe(false);
    expect(lines).not.toContain('* huevo bien cocido');
    expect(lines.some((l) => l.startsWith(TIP_LINE_TITLE.slice(0, 10)))).toBe(false);
    expect(lines).toContain('Cuenta 2 de 3');
    expect(pairOf(lines, 'Descuento a la cuenta')).toMatch(/ Col\$ -3\.000$/);
    expect(lines.some((l) => l.startsWith('Recibido'))).toBe(false);
    expect(printed.drawerKicks).toEqual([]);
    expect(printed.qrCodes).toEqual([]);
  });

  const cude = 'ab12'.repeat(24);
  const qrText = dePosQrText({
    number: 'POS1001',
    issueDate: '2026-11-27',
    issueTime: '10:05:00-05:00',
    issuerNit: '900123456',
    buyerId: '222222222222',
    subtotal: 6_759_259,
    iva: 0,
    otherTaxes: 540_741,
    total: 8_030_000,
    cude,
    environment: '2',
  });
  const documented: ReceiptData = {
    ...receipt,
    einvoice: {
      issuerName: 'Asadero Doña Ñuñoa S.A.S.',
      nit: '900123456-8',
      resolution: {
        number: '18760000001',
        date: '2026-01-15',
        prefix: 'POS',
        from: 1000,
        to: 5000,
        validFrom: '2026-01-15',
        validTo: '2027-01-15',
      },
      documentNumber: 'POS1001',
      cude,
      qrText,
      environment: 'pruebas',
      softwareMaker: 'Comandero',
      softwareName: 'Comandero POS',
    },
  };

  for (const paperWidth of [80, 57] as const) {
    it(`prints the DE-POS on ${paperWidth} mm: legal header, number, CUDE whole, a QR that fits, the maker`, () => {
      const printed = print(receiptDocument(documented), paperWidth);
      const lines = printed.lines.map((l) => l.text.trim());
      // Wrapped at spaces on 57 mm: read as one text.
      const flat = lines.join(' ');
      for (const text of [
        'Asadero Doña Ñuñoa S.A.S. NIT 900123456-8 Documento equivalente electrónico POS',
        'Resolución DIAN 18760000001 del 2026-01-15',
        'Prefijo POS del 1000 al 5000',
        'Vigencia: 2026-01-15 a 2027-01-15',
        'Recibo #77',
        'DE-POS No. POS1001',
        'Ambiente de pruebas: sin validez fiscal',
        'Software Comandero POS, elaborado por Comandero',
      ])
        expect(flat).toContain(text);
      const cudeAt = lines.indexOf('CUDE:');
      const cudeLines = Math.ceil(cude.length / PRINTER_COLUMNS[paperWidth]);
      expect(lines.slice(cudeAt + 1, cudeAt + 1 + cudeLines).join('')).toBe(cude);
      // The QR is the printer's own (GS ( k), its text exactly as signed into the XML.
      expect(printed.qrCodes).toEqual([qrText]);
      // 436 bytes: version 16, 81 modules; with the quiet zone it must fit 384 dots on 57 mm.
      const size = qrModuleSize(qrText, paperWidth);
      expect(printed.qrModuleSizes).toEqual([size]);
      expect(size).toBeGreaterThanOrEqual(paperWidth === 57 ? 4 : 6);
      expect((81 + 8) * size).toBeLessThanOrEqual(paperWidth === 57 ? 384 : 576);
      expect(printed.lines.every((l) => l.text.length <= PRINTER_COLUMNS[paperWidth] / l.width)).toBe(true);
      expect(printed.text).not.toContain('?');
    });
  }
});

describe('token slip', () => {
  it('prints TURNO, the number large and the date in the store zone', () => {
    const printed = print(tokenSlipDocument({ tokenNo: 42, at: AT, timeZone: ZONE }), 57, false);
    const lines = printed.lines.map((l) => l.text.trim()).filter((l) => l !== '');
    expect(lines).toEqual(['TURNO', '42', ticketTime(AT, ZONE)]);
    expect(printed.lines.find((l) => l.text.trim() === '42')).toMatchObject({ bold: true, width: 2, height: 2 });
    expect(printed.cuts).toBe(1);
  });
});
