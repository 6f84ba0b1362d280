import { toMajor } from './currency.js';
import { cartTotals, type PriceableCartLine } from './pricing.js';
import type { DeliveryType } from './statuses.js';

/**
 * What the POS reads from its contract at start: messages, limits, the idempotency header and the
 * totals it sends. No zod here, nor in what this imports: the POS's first chunk evaluates this module,
 * and a zod import would bring zod into that chunk (issue 22, apps/web/vite-lean-contracts.ts). The
 * wire schemas built on these are in pos.ts.
 */
export const POS_MESSAGES = {
  orderCreated: '¡Orden creada y enviada a cocina!',
  orderPaid: '¡Orden pagada y enviada a cocina!',
  cartEmpty: '¡El carrito está vacío!',
  cartTooLong: '¡El carrito tiene demasiadas líneas!',
  itemInvalid: '¡Ítem inválido en el carrito!',
  quantityInvalid: '¡Cantidad inválida! Debe ser un número entero entre 1 y 999.',
  notesTooLong: '¡La nota no puede superar 100 caracteres!',
  variantConflict: '¡La variante del ítem no es coherente!',
  courseInvalid:
    '¡Tiempo inválido! Elija uno de la lista (Entrada, Plato fuerte, Postre…) y actualice la página si no aparece.',
  addonsInvalid: '¡Complementos inválidos en el carrito!',
  addonRepeated: '¡Un complemento aparece repetido en la misma línea!',
  deliveryTypeInvalid: '¡Seleccione una opción de servicio válida!',
  customerTypeInvalid: '¡Tipo de cliente inválido!',
  customerInvalid: '¡Cliente inválido!',
  customerRequired: '¡Busque y seleccione el cliente antes de enviar la orden!',
  customerNotFound: '¡El cliente seleccionado no existe! Búsquelo de nuevo.',
  tableInvalid: '¡La mesa seleccionada no existe!',
  paymentTypeInvalid: '¡Tipo de pago inválido!',
  paymentTypeInactive: '¡El tipo de pago seleccionado no existe o no está activo!',
  tipInvalid: '¡Propina inválida!',
  totalInvalid: '¡Total inválido!',
  totalsRequired: '¡Faltan los totales de la orden!',
  pricesChanged: 'Los precios cambiaron. Actualice el POS e intente de nuevo.',
  orderTooLarge: '¡El total de la orden supera el máximo permitido!',
  idempotencyKeyInvalid: '¡Clave de idempotencia inválida (1 a 100 caracteres visibles)!',
  idempotencyKeyReused: '¡Esta clave de idempotencia ya se usó en otra operación!',
  // Issue 22 (offline replay); OFFLINE_MESSAGES in offline.ts names them too.
  deviceTimeInvalid: '¡Hora del dispositivo inválida! Use fecha y hora ISO 8601 con zona horaria.',
  offlineFlagInvalid: '¡Indicador sin conexión inválido!',
  managerApprovedInvalid: '¡Indicador de autorización del gerente inválido!',
} as const;

/**
 * Highest order total accepted, in pesos: a business bound (no restaurant bill is near it). Money
 * columns are 64-bit on both databases and read as JS numbers, exact up to 2^53 centavos, so the
 * bound (10^11 centavos) leaves ample headroom; it also bounds the totals a client may send.
 */
export const MAX_ORDER_TOTAL_MAJOR = 1_000_000_000;

export const MAX_LINE_QUANTITY = 999;
export const MAX_CART_LINES = 200;
export const MAX_ADDONS_PER_LINE = 50;
export const NOTE_MAX_LENGTH = 100;

/** Optional header on both submits: a retry with the same key returns the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** Messages name the item the cashier sees; the server never trusts the title for anything else. */
export const lineItemGone = (title: string) =>
  `El ítem "${title}" ya no está disponible en el menú. Actualice el POS e intente de nuevo.`;
export const lineVariantGone = (title: string) =>
  `La variante elegida para "${title}" ya no existe. Actualice el POS e intente de nuevo.`;
export const lineAddonGone = (title: string) =>
  `Un complemento elegido para "${title}" ya no existe. Actualice el POS e intente de nuevo.`;

/** More courses than any menu serves in one meal: bounds typing mistakes only. */
export const MAX_HELD_COURSES = 20;

/** The totals the POS sends on create-order-and-invoice, in pesos, from the shared pricing. */
export function submitTotals(cart: readonly PriceableCartLine[]) {
  const t = cartTotals(cart);
  return { netTotal: toMajor(t.netTotal), taxTotal: toMajor(t.taxTotal), total: toMajor(t.payableTotal) };
}

export function defaultDeliveryType(tableId: number | null): DeliveryType {
  return tableId === null ? 'takeaway' : 'dinein';
}
