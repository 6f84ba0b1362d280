/**
 * Rules that keep the catalogue coherent: no two rows of one list with the same title, and no
 * delete that would silently strip a tax or category from items or a payment type from invoices.
 */

/**
 * The form of a title that two rows of one list may not share: trimmed, inner spaces collapsed,
 * lower case, accents dropped ("Café" = "cafe"). The ñ stays a letter of its own ("Año" ≠ "Ano").
 */
export function titleKey(title: string): string {
  return (
    title
      .trim()
      .replace(/\s+/g, ' ')
      .toLocaleLowerCase('es')
      .normalize('NFD')
      // Combining marks go, except the tilde of an ñ.
      .replace(/(?<!n)\p{M}|(?<=n)[^\P{M}\u0303]/gu, '')
      .normalize('NFC')
  );
}

export const CATALOG_RULE_MESSAGES = {
  categoryDuplicate: 'Ya existe una categoría con ese título.',
  taxDuplicate: 'Ya existe un impuesto con ese título.',
  paymentTypeDuplicate: 'Ya existe un tipo de pago con ese título.',
  itemDuplicate: 'Ya existe un ítem con ese título.',
  variantDuplicate: 'Este ítem ya tiene una variante con ese título.',
  addonDuplicate: 'Este ítem ya tiene un complemento con ese título.',
  categoryReplacementInvalid: 'La categoría de reemplazo no existe o es la misma que se elimina.',
  taxReplacementInvalid: 'El impuesto de reemplazo no existe o es el mismo que se elimina.',
} as const;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('es-CO')} ${n === 1 ? one : many}`;

/** Refusals of a delete, naming how many rows still use the row (singular and plural agree). */
export const IN_USE_MESSAGES = {
  category: (items: number) =>
    `No se puede eliminar: ${count(items, 'ítem usa', 'ítems usan')} esta categoría. ` +
    `${items === 1 ? 'Muévalo' : 'Muévalos'} a otra categoría primero.`,
  tax: (items: number) =>
    `No se puede eliminar: ${count(items, 'ítem usa', 'ítems usan')} este impuesto. ` +
    `${items === 1 ? 'Muévalo' : 'Muévalos'} a otro impuesto primero.`,
  paymentType: (invoices: number) =>
    `No se puede eliminar: ${count(invoices, 'factura usa', 'facturas usan')} este tipo de pago. ` +
    'Desactívelo en su lugar.',
} as const;
