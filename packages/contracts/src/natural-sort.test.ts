import { describe, expect, it } from 'vitest';
import { naturalCompare, sortTables } from './natural-sort.js';

describe('naturalCompare', () => {
  it('puts Mesa 9 before Mesa 10, and numbers inside names by value', () => {
    expect(['Mesa 10', 'Mesa 11', 'Mesa 12', 'Mesa 9', 'Mesa 1'].sort(naturalCompare)).toEqual([
      'Mesa 1',
      'Mesa 9',
      'Mesa 10',
      'Mesa 11',
      'Mesa 12',
    ]);
    expect(['Barra 2B', 'Barra 10A', 'Barra 2A'].sort(naturalCompare)).toEqual(['Barra 2A', 'Barra 2B', 'Barra 10A']);
    expect(naturalCompare('Mesa 9', 'Mesa 10')).toBeLessThan(0);
  });

  it('reads Spanish: case and accents aside, ñ after n', () => {
    expect(naturalCompare('mesa 2', 'Mesa 2')).toBe(0);
    expect(naturalCompare('Jardín', 'jardin')).toBe(0);
    expect(['Ñandú', 'Oso', 'Nube'].sort(naturalCompare)).toEqual(['Nube', 'Ñandú', 'Oso']);
    expect(['Terraza 3', 'Barra 1', 'Mesa 2'].sort(naturalCompare)).toEqual(['Barra 1', 'Mesa 2', 'Terraza 3']);
  });
});

describe('sortTables', () => {
  const t = (id: number, table_title: string, floor: string) => ({ id, table_title, floor });

  it('orders by title, then floor, then id; the input is left alone', () => {
    const input = [
      t(1, 'Mesa 10', 'Primer piso'),
      t(2, 'Mesa 9', 'Terraza'),
      t(3, 'Mesa 9', 'Primer piso'),
      t(4, 'mesa 9', 'Primer piso'),
    ];
    expect(sortTables(input).map((x) => x.id)).toEqual([3, 4, 2, 1]);
    expect(input.map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });

  it('groups by floor first when asked', () => {
    const input = [
      t(1, 'Mesa 10', 'Terraza'),
      t(2, 'Mesa 9', 'Terraza'),
      t(3, 'Mesa 12', 'Piso 1'),
      t(4, 'Mesa 2', 'Piso 10'),
    ];
    expect(sortTables(input, { floorFirst: true }).map((x) => x.table_title)).toEqual([
      'Mesa 12',
      'Mesa 2',
      'Mesa 9',
      'Mesa 10',
    ]);
  });
});
