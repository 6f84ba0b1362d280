import { describe, expect, it } from 'vitest';
import { checkBuyerIdentity, isValidNit, nitCheckDigit } from './nit.js';

describe('nitCheckDigit', () => {
  it('gives the published check digits of well-known NITs', () => {
    expect(nitCheckDigit('800197268')).toBe(4); // DIAN
    expect(nitCheckDigit('899999068')).toBe(1); // Ecopetrol
    expect(nitCheckDigit('890903938')).toBe(8); // Bancolombia
  });

  it('follows the weights 3, 7, 13, … from the right, keeping remainders 0 and 1', () => {
    // 900373076: 6·3 + 7·7 + 0·13 + 3·17 + 7·19 + 3·23 + 0·29 + 0·37 + 9·41 = 689; 689 mod 11 = 7; 11 − 7 = 4.
    expect(nitCheckDigit('900373076')).toBe(4);
    // 15: 5·3 + 1·7 = 22, remainder 0 → 0. 4: 4·3 = 12, remainder 1 → 1. 1: 3 → 11 − 3 = 8.
    expect(nitCheckDigit('15')).toBe(0);
    expect(nitCheckDigit('4')).toBe(1);
    expect(nitCheckDigit('1')).toBe(8);
  });

  it('refuses anything but 1 to 15 digits', () => {
    expect(() => nitCheckDigit('800.197.268')).toThrow(RangeError);
    expect(() => nitCheckDigit('1234567890123456')).toThrow(RangeError);
    expect(isValidNit('800197268', '4')).toBe(true);
    expect(isValidNit('800197268', 5)).toBe(false);
  });
});

describe('checkBuyerIdentity', () => {
  it('makes an unidentified buyer the consumidor final 222222222222', () => {
    expect(checkBuyerIdentity({ type: 'CONSUMIDOR_FINAL', number: '' })).toEqual({
      ok: true,
      buyer: { type: 'CONSUMIDOR_FINAL', dianCode: '13', number: '222222222222', dv: null },
    });
  });

  it('checks a NIT against its check digit, accepting dots and dashes in the number', () => {
    expect(checkBuyerIdentity({ type: 'NIT', number: '800.197.268', dv: '4' })).toEqual({
      ok: true,
      buyer: { type: 'NIT', dianCode: '31', number: '800197268', dv: '4' },
    });
    expect(checkBuyerIdentity({ type: 'NIT', number: '800197268', dv: '3' })).toEqual({
      ok: false,
      message: 'El dígito de verificación no corresponde al NIT 800197268.',
    });
    expect(checkBuyerIdentity({ type: 'NIT', number: '800197268' })).toMatchObject({ ok: false });
  });

  it('maps CC, CE and pasaporte to the DIAN codes 13, 22 and 41', () => {
    expect(checkBuyerIdentity({ type: 'CC', number: '1.020.304.050' })).toMatchObject({
      ok: true,
      buyer: { dianCode: '13', number: '1020304050' },
    });
    expect(checkBuyerIdentity({ type: 'CE', number: 'e-123456' })).toMatchObject({
      ok: true,
      buyer: { dianCode: '22', number: 'E123456' },
    });
    expect(checkBuyerIdentity({ type: 'PASAPORTE', number: 'AB123456' })).toMatchObject({
      ok: true,
      buyer: { dianCode: '41' },
    });
    expect(checkBuyerIdentity({ type: 'CC', number: '12AB' })).toMatchObject({ ok: false });
  });
});
