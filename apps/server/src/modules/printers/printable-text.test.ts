import { describe, expect, it } from 'vitest';
import { printableText } from './printable-text.js';

describe('printableText', () => {
  it('keeps Spanish as it is in both code pages', () => {
    const spanish = 'Ñoño ¿Café? ¡Jalapeño! Pingüino €5';
    expect(printableText(spanish, 'cp858')).toBe(spanish);
    expect(printableText(spanish, 'wpc1252')).toBe(spanish);
  });

  it('plains typography and odd spaces, drops accents the page lacks, and marks the rest once', () => {
    expect(printableText('“Bar” — 9\u202Fa.\u00A0m.', 'cp858')).toBe('"Bar" - 9 a. m.');
    expect(printableText('Kőrösi', 'cp858')).toBe('Korösi');
    expect(printableText('Bar 🍺 Łódź', 'cp858')).toBe('Bar ? ?ódz');
    // WPC1252 has Œ; CP858 has not, and Œ has no accent to drop.
    expect(printableText('Œuvre', 'wpc1252')).toBe('Œuvre');
    expect(printableText('Œuvre', 'cp858')).toBe('?uvre');
  });
});
