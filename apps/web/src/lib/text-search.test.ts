import { describe, expect, it } from 'vitest';
import { matchesTitle } from './text-search';

describe('matchesTitle', () => {
  it('matches a substring whatever the case, ignoring the outer spaces of the query', () => {
    expect(matchesTitle('Hamburguesa Doble', 'burg')).toBe(true);
    expect(matchesTitle('Hamburguesa Doble', '  DOBLE ')).toBe(true);
    expect(matchesTitle('Ñandú asado', 'ñANDÚ')).toBe(true);
  });

  it('refuses a title without the text', () => {
    expect(matchesTitle('Hamburguesa', 'pizza')).toBe(false);
    expect(matchesTitle('Hamburguesa', 'hamburguesas')).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(matchesTitle('Jugo', '')).toBe(true);
    expect(matchesTitle('Jugo', '   ')).toBe(true);
  });
});
