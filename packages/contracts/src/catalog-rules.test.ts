import { describe, expect, it } from 'vitest';
import { IN_USE_MESSAGES, titleKey } from './catalog-rules.js';

describe('titleKey', () => {
  it('ignores case, accents and spacing around and inside the title', () => {
    expect(titleKey('  Café   Tinto ')).toBe('cafe tinto');
    expect(titleKey('CAFÉ TINTO')).toBe(titleKey('cafe tinto'));
    expect(titleKey('Pingüino')).toBe('pinguino');
    // Decomposed input (e + combining acute) is the same title as the composed one.
    expect(titleKey('Cafe\u0301')).toBe(titleKey('Café'));
  });

  it('keeps the ñ a letter of its own', () => {
    expect(titleKey('Año')).toBe('año');
    expect(titleKey('AÑO')).toBe(titleKey('año'));
    expect(titleKey('Año')).not.toBe(titleKey('Ano'));
    expect(titleKey('Piña colada')).not.toBe(titleKey('Pina colada'));
  });

  it('tells different titles apart', () => {
    expect(titleKey('Mesa 1')).not.toBe(titleKey('Mesa 11'));
  });
});

describe('in-use messages', () => {
  it('agree in number', () => {
    expect(IN_USE_MESSAGES.tax(3)).toBe(
      'No se puede eliminar: 3 ítems usan este impuesto. Muévalos a otro impuesto primero.',
    );
    expect(IN_USE_MESSAGES.tax(1)).toBe(
      'No se puede eliminar: 1 ítem usa este impuesto. Muévalo a otro impuesto primero.',
    );
    expect(IN_USE_MESSAGES.category(1)).toBe(
      'No se puede eliminar: 1 ítem usa esta categoría. Muévalo a otra categoría primero.',
    );
    expect(IN_USE_MESSAGES.paymentType(2)).toBe(
      'No se puede eliminar: 2 facturas usan este tipo de pago. Desactívelo en su lugar.',
    );
    expect(IN_USE_MESSAGES.paymentType(1)).toBe(
      'No se puede eliminar: 1 factura usa este tipo de pago. Desactívelo en su lugar.',
    );
    expect(IN_USE_MESSAGES.paymentType(1500)).toContain('1.500 facturas usan');
  });
});
