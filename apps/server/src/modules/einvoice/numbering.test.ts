import { describe, expect, it } from 'vitest';
import { checkNextNumber, numberingWarnings, type PosNumberingRange } from './numbering.js';

const range: PosNumberingRange = {
  resolutionNumber: '18764000001234',
  resolutionDate: '2026-01-15',
  prefix: 'POS',
  from: 101,
  to: 200,
  validFrom: '2026-01-15',
  validTo: '2027-01-15',
};
const midYear = new Date('2026-06-01T15:00:00Z');

describe('checkNextNumber', () => {
  it('starts at "from" and continues after the last number used', () => {
    expect(checkNextNumber(range, null, midYear)).toEqual({
      ok: true,
      number: 101,
      documentNumber: 'POS101',
      warnings: [],
    });
    expect(checkNextNumber(range, 150, midYear)).toMatchObject({ ok: true, number: 151, documentNumber: 'POS151' });
  });

  it('numbers the last one of the range and refuses the next, in Spanish', () => {
    expect(checkNextNumber(range, 199, midYear)).toMatchObject({ ok: true, number: 200 });
    const refused = checkNextNumber(range, 200, midYear);
    expect(refused).toMatchObject({ ok: false, reason: 'exhausted' });
    expect(refused.ok ? '' : refused.message).toBe(
      'La numeración autorizada por la DIAN se agotó: ya se usó el último número (POS200). Registre una nueva resolución en Facturación electrónica para seguir vendiendo.',
    );
  });

  it('refuses after the last valid day in Bogotá, and before the first', () => {
    // 2027-01-16T04:30Z is still 2027-01-15 in Bogotá: the last valid day.
    expect(checkNextNumber(range, 120, new Date('2027-01-16T04:30:00Z'))).toMatchObject({ ok: true, number: 121 });
    const expired = checkNextNumber(range, 120, new Date('2027-01-16T05:00:00Z'));
    expect(expired).toMatchObject({ ok: false, reason: 'expired' });
    expect(expired.ok ? '' : expired.message).toContain('venció el 2027-01-15');
    expect(checkNextNumber(range, null, new Date('2026-01-14T12:00:00Z'))).toMatchObject({
      ok: false,
      reason: 'not_yet_valid',
    });
  });

  it('refuses a range the DIAN would not have authorised', () => {
    expect(checkNextNumber({ ...range, prefix: 'POS12' }, null, midYear)).toMatchObject({
      ok: false,
      reason: 'invalid_range',
    });
    expect(checkNextNumber({ ...range, from: 300 }, null, midYear)).toMatchObject({
      ok: false,
      reason: 'invalid_range',
    });
    expect(checkNextNumber(range, 50, midYear)).toMatchObject({ ok: false, reason: 'invalid_range' });
  });
});

describe('numberingWarnings', () => {
  it('warns when 10 % of the range is left, not before', () => {
    // 100 numbers: after 189 is used 11 are left (no warning); after 190, 10 are left.
    expect(numberingWarnings(range, 189, midYear)).toEqual([]);
    expect(numberingWarnings(range, 190, midYear)).toEqual([
      {
        kind: 'range_low',
        remaining: 10,
        message:
          'Quedan 10 de 100 números de la numeración autorizada por la DIAN (POS101 a POS200). Solicite una nueva resolución.',
      },
    ]);
  });

  it('warns 30 days before the range expires, not 31', () => {
    expect(numberingWarnings(range, 120, new Date('2026-12-15T12:00:00Z'))).toEqual([]);
    expect(numberingWarnings(range, 120, new Date('2026-12-16T12:00:00Z'))).toEqual([
      {
        kind: 'expiring',
        daysLeft: 30,
        message: 'La numeración autorizada por la DIAN vence en 30 días (2027-01-15). Solicite una nueva resolución.',
      },
    ]);
  });

  it('the sale that uses a number carries the warnings that hold after it', () => {
    const check = checkNextNumber(range, 189, new Date('2027-01-15T12:00:00Z'));
    expect(check.ok && check.warnings.map((w) => w.kind)).toEqual(['range_low', 'expiring']);
    expect(check.ok && check.warnings[1]?.message).toBe(
      'La numeración autorizada por la DIAN vence hoy (2027-01-15). Solicite una nueva resolución.',
    );
  });
});
