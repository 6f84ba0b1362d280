import { PRINTER_COLUMNS, type PrinterCodePage, type PrinterPaperWidth } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../../test-support/printer/escpos-decoder.js';
import { encodeTicket, pairText, wrapText, type TicketPrinter } from './encode-ticket.js';
import type { TicketDocument } from './print-requests.js';
import { TEST_PAGE_LETTERS } from './test-page.js';

const printerOf = (paperWidth: PrinterPaperWidth, codePage: PrinterCodePage, hasCashDrawer = false): TicketPrinter => ({
  paperWidth,
  codePage,
  hasCashDrawer,
});

const doc = (lines: TicketDocument['lines'], extra: Partial<TicketDocument> = {}): TicketDocument => ({
  lines,
  cut: true,
  drawerKick: false,
  ...extra,
});

const EVERY_LETTER = 'ñáéíóúüÑÁÉÍÓÚ¿¡€';

describe('encodeTicket', () => {
  for (const paperWidth of [80, 57] as const) {
    for (const codePage of ['cp858', 'wpc1252'] as const) {
      const columns = PRINTER_COLUMNS[paperWidth];
      it(`round-trips every Spanish letter and fits ${columns} columns (${paperWidth} mm, ${codePage})`, () => {
        const long = 'Ensalada de aguacate, mango, cebolla morada y cilantro con limón y ají picante';
        const printed = decodeEscPos(
          encodeTicket(
            doc([
              { type: 'text', text: 'Cocina caliente', align: 'center', bold: true, size: 2 },
              { type: 'text', text: TEST_PAGE_LETTERS },
              { type: 'text', text: EVERY_LETTER, size: 2 },
              { type: 'rule' },
              { type: 'pair', left: long, right: 'Col$ 1.234.567' },
              { type: 'pair', left: 'TOTAL', right: 'Col$ 99.000', bold: true, size: 2 },
              { type: 'text', text: long, size: 2 },
            ]),
            printerOf(paperWidth, codePage),
          ),
        );
        expect(printed.initialized).toBe(true);
        expect(printed.codePages).toEqual([codePage]);
        const texts = printed.lines.map((l) => l.text.trim());
        // The test page's letters wrap at their spaces on 57 mm; the size 2 run has none to wrap at.
        expect(texts.join(' ')).toContain(TEST_PAGE_LETTERS);
        expect(texts).toContain(EVERY_LETTER);
        expect(printed.text).not.toContain('?');
        expect(printed.text).not.toContain('\uFFFD');
        expect(texts).toContain('-'.repeat(columns));

        const header = printed.lines.find((l) => l.text.trim() === 'Cocina caliente');
        expect(header).toMatchObject({ bold: true, width: 2, height: 2 });

        // The amount whole at the right edge, the label shortened before it.
        const pair = printed.lines.find((l) => l.text.endsWith('Col$ 1.234.567'))!;
        expect(pair.text).toHaveLength(columns);
        expect(pair.text).toMatch(/^Ensalada de ag[a-z, ]*\. +Col\$ 1\.234\.567$/);
        const total = printed.lines.find((l) => l.text.endsWith('Col$ 99.000'))!;
        expect(total).toMatchObject({ bold: true, width: 2 });
        expect(total.text).toHaveLength(columns / 2);
        expect(total.text.endsWith('Col$ 99.000')).toBe(true);

        // Large type holds half the columns: every size 2 line fits them, and the long text wraps whole.
        for (const line of printed.lines) {
          expect(line.text.length).toBeLessThanOrEqual(columns / line.width);
        }
        const large = printed.lines.filter((l) => l.width === 2).map((l) => l.text.trim());
        expect(large.join(' ')).toContain(long);
        expect(printed.cuts).toBe(1);
        expect(printed.drawerKicks).toEqual([]);
      });
    }
  }

  it('kicks the drawer only on a printer that has one, and cuts last', () => {
    const kick = doc([{ type: 'text', text: 'Recibo' }], { drawerKick: true });
    expect(decodeEscPos(encodeTicket(kick, printerOf(80, 'cp858', true))).drawerKicks).toEqual([{ pin: 2 }]);
    expect(decodeEscPos(encodeTicket(kick, printerOf(80, 'cp858', false))).drawerKicks).toEqual([]);
    const bytes = encodeTicket(kick, printerOf(80, 'cp858', true));
    // GS V 0, the full cut, is the last command: only line ends follow it.
    const cutAt = Buffer.from(bytes).lastIndexOf(Buffer.from([0x1d, 0x56, 0x00]));
    expect(cutAt).toBeGreaterThan(0);
    expect([...bytes.slice(cutAt + 3)].every((b) => b === 0x0a || b === 0x0d)).toBe(true);
    expect(Buffer.from(bytes).indexOf(Buffer.from([0x1b, 0x70]))).toBeLessThan(cutAt);
  });

  it('sends no cut when the document asks for none (a drawer kick alone)', () => {
    const printed = decodeEscPos(encodeTicket(doc([], { cut: false, drawerKick: true }), printerOf(57, 'cp858', true)));
    expect(printed.cuts).toBe(0);
    expect(printed.drawerKicks).toHaveLength(1);
    expect(printed.text.trim()).toBe('');
  });

  it('fits text the code page lacks, prints QR codes and feeds', () => {
    const printed = decodeEscPos(
      encodeTicket(
        doc([
          { type: 'text', text: 'Mesa “Terraza” 🍺' },
          { type: 'feed', lines: 2 },
          { type: 'qr', data: 'comandero:orden:42' },
        ]),
        printerOf(80, 'wpc1252'),
      ),
    );
    expect(printed.lines[0].text).toBe('Mesa "Terraza" ?');
    expect(printed.qrCodes).toEqual(['comandero:orden:42']);
  });
});

describe('wrapText and pairText', () => {
  it('wraps at spaces and breaks a word longer than the line', () => {
    expect(wrapText('uno dos tres', 7)).toEqual(['uno dos', 'tres']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('', 4)).toEqual(['']);
    expect(wrapText('  * sin cebolla ni tomate', 16)).toEqual(['  * sin cebolla', '  ni tomate']);
  });

  it('never cuts the amount', () => {
    expect(pairText('Subtotal', '1.000', 16)).toBe('Subtotal   1.000');
    expect(pairText('Hamburguesa doble', '25.000', 16)).toBe('Hamburgu. 25.000');
    expect(pairText('X', 'Col$ 123.456.789', 10)).toBe('Col$ 123.456.789');
  });

  it('keeps both sides of a whole pair: one line when they fit, two when they do not, never a cut token', () => {
    const head = (token: number, order: number) =>
      doc([{ type: 'pair', left: `Turno ${token}`, right: `Pedido #${order}`, bold: true, size: 2, whole: true }]);
    const lines = (token: number, order: number, paper: PrinterPaperWidth) =>
      decodeEscPos(encodeTicket(head(token, order), printerOf(paper, 'cp858', false)))
        .lines.map((l) => l.text.trim())
        .filter(Boolean);
    // 24 columns in large type on 80 mm paper.
    expect(lines(12, 345, 80)).toEqual([expect.stringMatching(/^Turno 12 +Pedido #345$/)]);
    expect(lines(10234, 123456, 80)).toEqual(['Turno 10234', 'Pedido #123456']);
    // 16 on 57 mm: even small numbers take two lines.
    expect(lines(12, 345, 57)).toEqual(['Turno 12', 'Pedido #345']);
  });
});
