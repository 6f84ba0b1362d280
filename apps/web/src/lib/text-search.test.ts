import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesTitle } from './text-search';

describe('matchesTitle', () => {
  it('matches a substring whatever the case, ignoring the outer spaces of the query', () => {
    expect(matchesTitle('Hamburguesa Doble', 'burg')).toBe(true);
    expect(matchesTitle('Hamburguesa Doble', '  DOBLE ')).toBe(true);
    expect(matchesTitle('Ñandú asado', 'ñANDÚ')).toBe(true);
  });

  it('ignores accents on either side', () => {
    expect(matchesTitle('Chicharrón con arepa', 'chicharron')).toBe(true);
    expect(matchesTitle('Chicharrón con arepa', 'CHICHARRÓN CON')).toBe(true);
    expect(matchesTitle('Cafe tinto', 'café')).toBe(true);
    expect(matchesTitle('Patacón', 'PATACO')).toBe(true);
    // A decomposed "ó" (o + combining accent), as some keyboards send it, is the same letter.
    expect(matchesTitle('Limón', 'limo\u0301n')).toBe(true);
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

describe('foldForSearch', () => {
  it('lowers the case and drops accents and the tilde', () => {
    expect(foldForSearch('Ñoño ÁÉÍÓÚ Ü')).toBe('nono aeiou u');
  });
});
