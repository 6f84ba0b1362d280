import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../test-support/printer/escpos-decoder.js';

/** The test decoder itself: what it reads back from the encoder's output, and what it refuses. */
describe('ESC/POS decoder (test fixture)', () => {
  const encoder = () => new ReceiptPrinterEncoder({ columns: 48, errors: 'strict' }).initialize();

  it('reads text in the selected code page, sizes, QR payloads, cuts and drawer kicks', () => {
    const bytes = encoder()
      .codepage('cp858')
      .size(2, 1)
      .line('Añadir €5')
      .size(1, 1)
      .line('¿Sí?')
      .qrcode('https://ejemplo.co/a?b=1')
      .cut('partial')
      .pulse(1)
      .encode();
    const page = decodeEscPos(bytes);
    expect(page.codePages).toEqual(['cp858']);
    expect(page.lines[0]).toEqual({ text: 'Añadir €5', bold: false, width: 2, height: 1 });
    expect(page.lines[1].text).toBe('¿Sí?');
    expect(page.qrCodes).toEqual(['https://ejemplo.co/a?b=1']);
    expect(page.cuts).toBe(1);
    expect(page.drawerKicks).toEqual([{ pin: 5 }]);
  });

  it('reads the same letters in WPC1252', () => {
    const page = decodeEscPos(encoder().codepage('windows1252').line('Ñandú ü ¡€!').encode());
    expect(page.codePages).toEqual(['wpc1252']);
    expect(page.lines[0].text).toBe('Ñandú ü ¡€!');
  });

  it('refuses what it does not know instead of guessing', () => {
    expect(() => decodeEscPos(Uint8Array.from([0x1b, 0x74, 0, 0x41]))).toThrow(/code page/);
    expect(() => decodeEscPos(Uint8Array.from([0xa4]))).toThrow(/before any ESC t/);
    expect(() => decodeEscPos(Uint8Array.from([0x1b, 0x2a, 0x21]))).toThrow(/unknown ESC/);
    expect(() => decodeEscPos(Uint8Array.from([0x07]))).toThrow(/control byte/);
  });
});
