import { formatMoney } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { changeLines } from './audit-change-lines';

const text = (lines: ReturnType<typeof changeLines>) =>
  lines.map((l) =>
    l.kind === 'changed'
      ? `${l.label}: ${l.before} → ${l.after}`
      : `${l.label} (${l.kind}): ${l.kind === 'removed' ? l.before : l.after}`,
  );

describe('audit change lines', () => {
  it('shows a price change in pesos with the item as context', () => {
    const lines = changeLines({
      before: { item: 'Hamburguesa', price: 10_000, net_price: null },
      after: { item: 'Hamburguesa', price: 12_500, net_price: null },
    });
    expect(text(lines)).toEqual([
      'Ítem (same): Hamburguesa',
      `Precio: ${formatMoney(1_000_000, 'COP')} → ${formatMoney(1_250_000, 'COP')}`,
      'Precio neto (same): —',
    ]);
  });

  it('names codes, flags, scopes and percentages, and hides ids a title already names', () => {
    expect(text(changeLines({ before: { tax_id: 1, tax: 'IVA' }, after: { tax_id: 2, tax: 'INC' } }))).toEqual([
      'Impuesto: IVA → INC',
    ]);
    expect(text(changeLines({ before: { is_active: 1 }, after: { is_active: 0 } }))).toEqual(['Activo: Sí → No']);
    expect(text(changeLines({ before: { scopes: ['POS'] }, after: { scopes: ['POS', 'KITCHEN'] } }))).toEqual([
      'Permisos: POS → POS, KITCHEN',
    ]);
    expect(text(changeLines({ before: null, after: { kind: 'percent', value: 10 } }))).toEqual([
      'Tipo (added): Porcentaje',
      'Valor (added): 10 %',
    ]);
    expect(text(changeLines({ before: { status: 'created' }, after: null }))).toEqual(['Estado (removed): Creado']);
    expect(changeLines({ before: null, after: null })).toEqual([]);
  });
});
