import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeCude, cudeSource, softwareSecurityCode } from './cude.js';

const sale = {
  number: 'POS128',
  issueDate: '2026-11-27',
  issueTime: '14:05:09-05:00',
  subtotal: 9_000_000,
  iva: 95_000,
  inc: 680_000,
  ica: 0,
  total: 9_775_000,
  issuerNit: '900373076',
  buyerId: '222222222222',
  softwarePin: '12345',
  environment: '2',
} as const;

describe('CUDE', () => {
  it('concatenates the annex fields in order, amounts with two decimals', () => {
    expect(cudeSource(sale)).toBe(
      'POS128' +
        '2026-11-27' +
        '14:05:09-05:00' +
        '90000.00' +
        '01' +
        '950.00' +
        '04' +
        '6800.00' +
        '03' +
        '0.00' +
        '97750.00' +
        '900373076' +
        '222222222222' +
        '12345' +
        '2',
    );
  });

  it('is the SHA-384 of that string, in lowercase hex', () => {
    const literal =
      'POS1282026-11-2714:05:09-05:0090000.0001950.00046800.00030.0097750.0090037307622222222222212345' + '2';
    const expected = createHash('sha384').update(literal).digest('hex');
    expect(computeCude(sale)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{96}$/);
  });

  it('changes with any field, e.g. the environment', () => {
    expect(computeCude({ ...sale, environment: '1' })).not.toBe(computeCude(sale));
  });
});

describe('SoftwareSecurityCode', () => {
  it('is SHA-384 of SoftwareID + PIN + document number', () => {
    const expected = createHash('sha384').update('56f2ae4e-9812-4fad-9255-08fcfcd5ccb012345POS128').digest('hex');
    expect(softwareSecurityCode('56f2ae4e-9812-4fad-9255-08fcfcd5ccb0', '12345', 'POS128')).toBe(expected);
  });
});
