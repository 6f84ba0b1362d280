import { describe, expect, it } from 'vitest';
import { cpuPerOrderLine, perOrder } from './cpu-meter.js';

describe('cpuPerOrderLine', () => {
  const off = {
    label: 'sin recetas',
    runs: [perOrder({ server: 40, database: 40 }, 100), { server: 0.5, database: 0.4 }],
  };
  const on = { label: 'recetas', runs: [{ server: 0.5, database: 0.5 }, perOrder({ server: 0, database: 0 }, 0)] };

  it('means each side over its runs and divides them, the server apart on PostgreSQL', () => {
    expect(cpuPerOrderLine('postgres', off, on, 'sin / con')).toBe(
      '  CPU por pedido, ms (servidor + PostgreSQL): sin recetas 0.85 (servidor 0.45); recetas 0.50 (servidor 0.25); sin / con 1.70',
    );
  });

  it('says only the server on SQLite', () => {
    expect(cpuPerOrderLine('sqlite', off, on, 'sin / con')).toBe(
      '  CPU por pedido, ms (servidor): sin recetas 0.85; recetas 0.50; sin / con 1.70',
    );
  });
});
