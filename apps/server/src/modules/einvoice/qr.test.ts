import { describe, expect, it } from 'vitest';
import { dePosQrText, dianSearchUrl } from './qr.js';

const cude = 'a'.repeat(96);
const input = {
  number: 'POS128',
  issueDate: '2026-11-27',
  issueTime: '14:05:09-05:00',
  issuerNit: '900373076',
  buyerId: '222222222222',
  subtotal: 9_000_000,
  iva: 95_000,
  otherTaxes: 680_000,
  total: 9_775_000,
  cude,
  environment: '2',
} as const;

describe('QR text', () => {
  it('lists number, date, time, NIT, buyer, amounts and CUDE, and ends with the DIAN search link', () => {
    expect(dePosQrText(input).split('\n')).toEqual([
      'NumDE: POS128',
      'FecDE: 2026-11-27',
      'HorDE: 14:05:09-05:00',
      'NitOFE: 900373076',
      'DocAdq: 222222222222',
      'ValDE: 90000.00',
      'ValIva: 950.00',
      'ValOtroIm: 6800.00',
      'ValTolDE: 97750.00',
      `CUDE: ${cude}`,
      `QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`,
    ]);
  });

  it('links to the habilitación host in test and the production host in production', () => {
    expect(dianSearchUrl(cude, '2')).toBe(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`,
    );
    expect(dianSearchUrl(cude, '1')).toBe(`https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${cude}`);
    expect(dePosQrText({ ...input, environment: '1' })).toContain('https://catalogo-vpfe.dian.gov.co/');
  });
});
