import { z } from 'zod';
import { dateFilterQuery } from './date-filters.js';
import { asNumber, isBlank } from './form-fields.js';

/**
 * The audit log (issue 11): every sensitive action leaves one row, written in the transaction of
 * the action itself, so the log cannot claim what did not happen nor miss what did. Rows are never
 * edited or deleted by the application (the database refuses it too). GET /audit lists them for
 * the admin, GET /audit/csv exports them.
 *
 * before/after hold the fields the action changed, as the API shows them: money in pesos, taxes
 * and scopes by name.
 */

export const AUDIT_ACTIONS = [
  'order.item_void',
  'order.item_restore',
  'order.cancel',
  'table.transfer',
  'table.merge',
  'bill.discount',
  'bill.discount_remove',
  'invoice.discount',
  'invoice.void',
  'menu.price_change',
  'menu.tax_change',
  'tax.update',
  'payment_type.add',
  'payment_type.update',
  'payment_type.delete',
  'user.add',
  'user.delete',
  'user.scopes',
  'user.password_reset',
  'cash.in',
  'cash.out',
  'cash_session.open',
  'cash_session.close',
  'auth.signin_locked',
  'order.offline_discard',
  'einvoice.settings',
  'einvoice.certificate',
  'einvoice.range_add',
  'einvoice.range_update',
  'einvoice.document_retry',
  'membership.settings',
  'membership.tier_add',
  'membership.tier_update',
  'membership.tier_delete',
  'membership.join',
  'membership.adjust',
  'membership.reverse',
  'membership.erase',
  'inventory.ingredient_add',
  'inventory.ingredient_update',
  'inventory.ingredient_delete',
  'inventory.recipe',
  'inventory.preparation',
  'inventory.waste',
  'inventory.purchase',
  'inventory.count',
  'inventory.settings',
  'inventory.sold_out',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'order.item_void': 'Anulación de producto',
  'order.item_restore': 'Producto anulado restablecido',
  'order.cancel': 'Cancelación de orden',
  'invoice.void': 'Venta anulada',
  'table.transfer': 'Traslado de mesa',
  'table.merge': 'Unión de mesas',
  'bill.discount': 'Descuento aplicado',
  'bill.discount_remove': 'Descuento quitado',
  'invoice.discount': 'Descuento en el cobro de la mesa',
  'menu.price_change': 'Cambio de precio',
  'menu.tax_change': 'Cambio de impuesto',
  'tax.update': 'Tasa de impuesto modificada',
  'payment_type.add': 'Tipo de pago agregado',
  'payment_type.update': 'Tipo de pago modificado',
  'payment_type.delete': 'Tipo de pago eliminado',
  'user.add': 'Usuario creado',
  'user.delete': 'Usuario eliminado',
  'user.scopes': 'Permisos cambiados',
  'user.password_reset': 'Contraseña restablecida',
  'cash.in': 'Entrada de efectivo',
  'cash.out': 'Salida de efectivo',
  'cash_session.open': 'Apertura de caja',
  'cash_session.close': 'Cierre de caja',
  'auth.signin_locked': 'Inicio de sesión bloqueado',
  'order.offline_discard': 'Pedido sin conexión descartado',
  'einvoice.settings': 'Facturación electrónica modificada',
  'einvoice.certificate': 'Certificado de firma cargado',
  'einvoice.range_add': 'Numeración DIAN agregada',
  'einvoice.range_update': 'Numeración DIAN modificada',
  'einvoice.document_retry': 'Documento electrónico reenviado a la DIAN',
  'membership.settings': 'Programa de puntos modificado',
  'membership.tier_add': 'Nivel de puntos agregado',
  'membership.tier_update': 'Nivel de puntos modificado',
  'membership.tier_delete': 'Nivel de puntos eliminado',
  'membership.join': 'Cliente inscrito en puntos',
  'membership.adjust': 'Ajuste de puntos',
  'membership.reverse': 'Puntos de factura revertidos',
  'membership.erase': 'Datos personales de un miembro eliminados (Ley 1581)',
  'inventory.ingredient_add': 'Insumo agregado',
  'inventory.ingredient_update': 'Insumo modificado',
  'inventory.ingredient_delete': 'Insumo eliminado',
  'inventory.recipe': 'Receta modificada',
  'inventory.preparation': 'Preparación modificada',
  'inventory.waste': 'Merma registrada',
  'inventory.purchase': 'Compra de insumos',
  'inventory.count': 'Conteo de inventario',
  'inventory.settings': 'Modo de inventario cambiado',
  'inventory.sold_out': 'Producto agotado (86)',
};

export const AUDIT_ENTITY_TYPES = [
  'order',
  'order_item',
  'table',
  'bill',
  'bill_line',
  'invoice',
  'menu_item',
  'tax',
  'payment_type',
  'user',
  'cash_drawer_session',
  /** Issue 22: a queued order discarded on a device; its id is the order's Idempotency-Key. */
  'offline_order',
  /** Issue 23: the e-invoicing settings (id 1), its certificate (id 1) and a numbering range. */
  'einvoice_setting',
  'einvoice_certificate',
  'einvoice_range',
  /** A DE-POS (einvoice_documents.id), sent again to the DIAN by hand. */
  'einvoice_document',
  /** Issue 24: the loyalty programme (id 1), a tier, a member (their phone). */
  'membership_setting',
  'membership_tier',
  'member',
  /** Issue 24: an ingredient, a preparation, a purchase, a count, the inventory settings (id 1). */
  'ingredient',
  'preparation',
  'purchase',
  'stock_count',
  'inventory_setting',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export type AuditValues = Record<string, unknown>;

/** One row of GET /audit. */
export const auditEntrySchema = z.object({
  id: z.number(),
  /** ISO-8601 UTC instant. */
  at: z.string(),
  /** null for an attempt made without a session (a sign-in), or once the user is deleted. */
  user_id: z.number().nullable(),
  /** The username at the time (a deleted or renamed user still reads as they were). */
  username: z.string().nullable(),
  /** The signed-in device as the devices list names it ("Chrome 131 en Android (Tableta)"). */
  device_name: z.string().nullable(),
  /** The X-Terminal-Id the browser sent, when it sent one. */
  terminal_id: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.enum(AUDIT_ENTITY_TYPES),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PER_PAGE = 25;
export const AUDIT_MAX_PER_PAGE = 100;

export const AUDIT_MESSAGES = {
  actionInvalid: '¡Acción inválida! Elija una de la lista.',
  usernameTooLong: '¡El usuario no puede superar 100 caracteres!',
  pageInvalid: '¡Página inválida!',
  perPageInvalid: '¡Tamaño de página inválido! Use un número entre 1 y 100.',
} as const;

const M = AUDIT_MESSAGES;
const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

const positiveInt = (max: number, message: string) =>
  z.preprocess(
    (v) => asNumber(blankToUndefined(v)),
    z.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  );

/** GET /audit/csv?type&from&to&username&action: the date filter of the lists, a user and an action. */
export const auditFilterQuery = dateFilterQuery.extend({
  username: z.preprocess(
    blankToUndefined,
    z.string({ error: M.usernameTooLong }).trim().max(100, M.usernameTooLong).optional(),
  ),
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { error: M.actionInvalid }).optional()),
});
export type AuditFilterQuery = z.input<typeof auditFilterQuery>;

/** GET /audit: the same filters, newest first, a page at a time. */
export const auditListQuery = auditFilterQuery.extend({
  page: positiveInt(1_000_000, M.pageInvalid).transform((v) => v ?? 1),
  perPage: positiveInt(AUDIT_MAX_PER_PAGE, M.perPageInvalid).transform((v) => v ?? AUDIT_PER_PAGE),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

/** GET /audit answers this; the totals are also in X-Total-Count and X-Total-Pages, as /customers does. */
export const auditPageAnswer = z.object({
  entries: z.array(auditEntrySchema),
  totalCount: z.number(),
  /** 0 when nothing matches. */
  pages: z.number(),
  page: z.number(),
  perPage: z.number(),
  /** The range the date filter resolved to, as local days of the store. */
  from: z.string(),
  to: z.string(),
});
export type AuditPage = z.infer<typeof auditPageAnswer>;

/** GET /audit/usernames: everyone who appears in the log, deleted users included, by name. */
export const auditUsernamesAnswer = z.object({ usernames: z.array(z.string()) });
export type AuditUsernamesResponse = z.infer<typeof auditUsernamesAnswer>;
