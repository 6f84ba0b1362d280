import { z } from 'zod';
import {
  decimal,
  decimalOrZero,
  moneyText,
  moneyTextOrZero,
  optionalDecimal,
  optionalId,
  optionalMoneyText,
  requiredText,
} from './form-fields.js';

/**
 * Highest price accepted, in pesos: a business bound against typos (an extra zero or two). Money
 * is stored in centavos in 64-bit columns on both databases, far above it; an order's total has
 * its own bound (MAX_ORDER_TOTAL_MAJOR).
 */
export const MAX_PRICE_MAJOR = 10_000_000;

export const MENU_MESSAGES = {
  titleRequired: 'Por favor ingrese el titulo!',
  titleTooLong: '¡El título no puede superar 100 caracteres!',
  priceInvalid: 'Por favor ingrese un precio valido!',
  categoryInvalid: '¡La categoría seleccionada no existe!',
  taxInvalid: '¡El impuesto seleccionado no existe!',
  itemAdded: '¡Ítem agregado!',
  itemUpdated: '¡Ítem actualizado!',
  itemDeleted: '¡Ítem eliminado!',
  itemNotFound: '¡Ítem no encontrado!',
  variantAdded: '¡Variante agregada!',
  variantUpdated: '¡Variante actualizada!',
  variantDeleted: '¡Variante eliminada!',
  variantNotFound: '¡Variante no encontrada!',
  addonAdded: '¡Complemento agregado!',
  addonUpdated: '¡Complemento actualizado!',
  addonDeleted: '¡Complemento eliminado!',
  addonNotFound: '¡Complemento no encontrado!',
} as const;

const M = MENU_MESSAGES;

/**
 * POST /menu-items/add and /menu-items/update/{id}. Prices are decimal pesos (12500.5), at most
 * 2 decimals; the server stores centavos. netPrice, categoryId and taxId are null when blank.
 */
export const menuItemBody = z.object({
  title: requiredText(100, M.titleRequired, M.titleTooLong),
  price: decimal(MAX_PRICE_MAJOR, M.priceInvalid),
  netPrice: optionalDecimal(MAX_PRICE_MAJOR, M.priceInvalid),
  categoryId: optionalId(M.categoryInvalid),
  taxId: optionalId(M.taxInvalid),
});
export type MenuItemBody = z.input<typeof menuItemBody>;

/**
 * The item form as typed: prices are es-CO text ("32.000,50"). Its output is a MenuItemBody with
 * numbers, so the browser sends the spec's body and the server's own schema stays strict.
 */
export const menuItemForm = menuItemBody.extend({
  price: moneyText(MAX_PRICE_MAJOR, M.priceInvalid),
  netPrice: optionalMoneyText(MAX_PRICE_MAJOR, M.priceInvalid),
});

/** Variants and add-ons: {title, price}; a blank price is 0. */
export const menuItemOptionBody = z.object({
  title: requiredText(100, M.titleRequired, M.titleTooLong),
  price: decimalOrZero(MAX_PRICE_MAJOR, M.priceInvalid),
});
export type MenuItemOptionBody = z.input<typeof menuItemOptionBody>;

/** The variant or add-on form as typed: an es-CO price text, blank is 0. */
export const menuItemOptionForm = menuItemOptionBody.extend({
  price: moneyTextOrZero(MAX_PRICE_MAJOR, M.priceInvalid),
});

/** A variant or an add-on. `price` is in pesos (major units), e.g. 12500.5. */
export const menuItemOptionSchema = z.object({ id: z.number(), title: z.string(), price: z.number() });
export type MenuItemOption = z.infer<typeof menuItemOptionSchema>;

/**
 * GET /menu-items answers MenuItem[]; GET /menu-items/{id} answers one MenuItem. Prices are in
 * pesos (major units) as numbers; tax_rate is a percent (19, 2.5). Options are ordered by id.
 */
export const menuItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  price: z.number(),
  net_price: z.number().nullable(),
  image: z.string().nullable(),
  category_id: z.number().nullable(),
  category_title: z.string().nullable(),
  tax_id: z.number().nullable(),
  tax_title: z.string().nullable(),
  tax_rate: z.number().nullable(),
  tax_type: z.string().nullable(),
  variants: z.array(menuItemOptionSchema),
  addons: z.array(menuItemOptionSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
