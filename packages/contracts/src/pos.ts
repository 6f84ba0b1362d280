import { z } from 'zod';
import { receiptEinvoiceSchema } from './einvoice-receipt.js';
import { courseSchema } from './courses.js';
import { posInventorySchema } from './inventory.js';
import { menuItemSchema } from './menu.js';
import { decimal, asNumber as numeric } from './form-fields.js';
import { CUSTOMER_TYPES, DELIVERY_TYPES } from './statuses.js';
import {
  MAX_ADDONS_PER_LINE,
  MAX_CART_LINES,
  MAX_HELD_COURSES,
  MAX_LINE_QUANTITY,
  MAX_ORDER_TOTAL_MAJOR,
  NOTE_MAX_LENGTH,
  POS_MESSAGES,
} from './pos-core.js';

/**
 * POS wire shapes (spec §3, §7). UNITS: every price and total on the wire is in pesos (major units,
 * a number that may carry up to 2 decimals, e.g. 12500.5); tax_rate is a percent (19, 2.5). The
 * database and all arithmetic use centavos; the shared pricing module converts at the edge.
 */

const M = POS_MESSAGES;

/** ISO 8601 date-time with an offset (Z or ±hh:mm), as `new Date().toISOString()` writes it. */
export const deviceTimeSchema = z.iso.datetime({ offset: true, error: POS_MESSAGES.deviceTimeInvalid });

const MAX_ID = 2_147_483_647;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const id = (message: string) =>
  z.preprocess(numeric, z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));
const optionalId = (message: string) => z.preprocess((v) => (blank(v) ? null : v), id(message).nullable());
const amount = (missing: string) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? missing : M.totalInvalid) })
    .min(0, M.totalInvalid)
    .max(MAX_ORDER_TOTAL_MAJOR, M.totalInvalid);
const money = z.preprocess((v) => (blank(v) ? undefined : numeric(v)), amount(M.totalInvalid).optional());
const requiredMoney = z.preprocess((v) => (blank(v) ? undefined : numeric(v)), amount(M.totalsRequired));

/**
 * One cart line as the POS sends it. Only these fields are read; the menu item fields the POS also
 * carries (price, tax_rate, …) are accepted and ignored, because the server re-prices every line
 * from the catalogue. The variant may come as `variant_id` or `variant.id`, the add-ons as
 * `addons_ids` or `addons[].id`.
 */
export const cartLineInput = z
  .object({
    id: id(M.itemInvalid),
    title: z.string().max(200).optional().catch(undefined),
    quantity: z.preprocess(
      numeric,
      z
        .number({ error: M.quantityInvalid })
        .int(M.quantityInvalid)
        .min(1, M.quantityInvalid)
        .max(MAX_LINE_QUANTITY, M.quantityInvalid),
    ),
    notes: z
      .preprocess(
        (v) => (blank(v) ? null : v),
        z.string({ error: M.notesTooLong }).trim().max(NOTE_MAX_LENGTH, M.notesTooLong).nullable(),
      )
      .optional(),
    variant_id: optionalId(M.variantConflict).optional(),
    variant: z
      .object({ id: id(M.variantConflict) }, { error: M.variantConflict })
      .nullable()
      .optional(),
    addons_ids: z.array(id(M.addonsInvalid), { error: M.addonsInvalid }).max(MAX_ADDONS_PER_LINE).nullable().optional(),
    addons: z
      .array(z.object({ id: id(M.addonsInvalid) }), { error: M.addonsInvalid })
      .max(MAX_ADDONS_PER_LINE, M.addonsInvalid)
      .nullable()
      .optional(),
    /** Issue 21: the line's course (tiempo). Absent or null: none, and the line goes to the kitchen at once. */
    course_id: optionalId(M.courseInvalid).optional(),
  })
  .transform((line, ctx) => {
    const variantId = line.variant_id ?? line.variant?.id ?? null;
    if (line.variant_id && line.variant && line.variant.id !== line.variant_id) {
      ctx.addIssue({ code: 'custom', message: M.variantConflict });
    }
    // addons_ids wins when present: it can only mean the chosen ones.
    const addonIds = line.addons_ids ?? line.addons?.map((a) => a.id) ?? [];
    if (new Set(addonIds).size !== addonIds.length) ctx.addIssue({ code: 'custom', message: M.addonRepeated });
    return {
      itemId: line.id,
      title: line.title?.trim() || `#${line.id}`,
      quantity: line.quantity,
      notes: line.notes ?? null,
      variantId,
      addonIds,
      courseId: line.course_id ?? null,
    };
  });
export type CartLineInput = z.output<typeof cartLineInput>;

/** The customer box sends the customer object; a bare phone string is accepted too. */
const customerRef = z.preprocess(
  (v) => {
    const phone = v && typeof v === 'object' && 'phone' in v ? (v as { phone: unknown }).phone : v;
    return blank(phone) ? null : typeof phone === 'number' ? String(phone) : phone;
  },
  z.string({ error: M.customerInvalid }).trim().max(30, M.customerInvalid).nullable(),
);

const orderFields = {
  cart: z.array(cartLineInput, { error: M.cartEmpty }).min(1, M.cartEmpty).max(MAX_CART_LINES, M.cartTooLong),
  /** Empty means: dinein when a table is chosen, otherwise takeaway. */
  deliveryType: z.preprocess(
    (v) => (blank(v) ? null : v),
    z.enum(DELIVERY_TYPES, { error: M.deliveryTypeInvalid }).nullable(),
  ),
  /** Empty means WALKIN. CUSTOMER needs customerId naming an existing customer. */
  customerType: z.preprocess(
    (v) => (blank(v) ? 'WALKIN' : v),
    z.enum(CUSTOMER_TYPES, { error: M.customerTypeInvalid }),
  ),
  customerId: customerRef,
  tableId: optionalId(M.tableInvalid),
  /**
   * Issue 21: courses of this order held back (en espera): their lines stay off the kitchen until
   * fired from the orders screen. Absent: every line goes to the kitchen at once.
   */
  heldCourses: z
    .array(id(M.courseInvalid), { error: M.courseInvalid })
    .max(MAX_HELD_COURSES, M.courseInvalid)
    .optional(),
  /** Issue 22, optional: when the waiter took the order on the device (ISO 8601 with offset). */
  deviceTime: deviceTimeSchema.optional(),
  /** Issue 22, optional: true when the order was queued offline and is being replayed. */
  offline: z.boolean({ error: M.offlineFlagInvalid }).optional(),
  /** Issue 22, optional: true when a manager's PIN allowed a queued payment above the store's limit. */
  managerApproved: z.boolean({ error: M.managerApprovedInvalid }).optional(),
};

/**
 * POST /pos/create-order. netTotal/taxTotal/total are optional here (blank or null = not sent);
 * when any of them is sent, all three are checked like on create-order-and-invoice.
 */
export const createOrderBody = z.object({
  ...orderFields,
  netTotal: money,
  taxTotal: money,
  total: money,
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

/**
 * POST /pos/create-order-and-invoice. Totals in pesos, as `submitTotals(cart)` computes them or as
 * spec §5's float sums give them: netTotal = subtotal excluding taxes, taxTotal, total = what the
 * customer pays. They are only checked (see clientTotalsMatch); a real difference with the server's
 * own pricing of the catalogue answers 409 POS_MESSAGES.pricesChanged.
 */
export const createOrderAndInvoiceBody = z.object({
  ...orderFields,
  netTotal: requiredMoney,
  taxTotal: requiredMoney,
  total: requiredMoney,
  /**
   * Not in spec §7: our POS sends it from the pay dialog; a spec client does not, and its invoice then
   * records no payment type ("Sin especificar").
   */
  paymentTypeId: z.preprocess(
    (v) => (blank(v) ? null : numeric(v)),
    z
      .number({ error: M.paymentTypeInvalid })
      .int(M.paymentTypeInvalid)
      .positive(M.paymentTypeInvalid)
      .max(MAX_ID, M.paymentTypeInvalid)
      .nullable(),
  ),
  /**
   * Issue 18, not in spec §7: the voluntary tip (pesos) offered at a dine-in table, stored on the
   * invoice outside its totals; above the store's suggestion only with confirmAboveSuggested.
   */
  tip: decimal(MAX_ORDER_TOTAL_MAJOR, M.tipInvalid).optional(),
  confirmAboveSuggested: z.boolean({ error: M.tipInvalid }).optional(),
});
export type CreateOrderAndInvoiceBody = z.input<typeof createOrderAndInvoiceBody>;

/** Both submits answer this (spec §3 Order result); invoiceId only on create-order-and-invoice. */
export const orderResultSchema = z.object({
  tokenNo: z.number(),
  orderId: z.number(),
  message: z.string(),
  invoiceId: z.number().optional(),
  /** Issue 23, not in spec §7: the sale's DE-POS for the receipt, when e-invoicing is on. */
  einvoice: receiptEinvoiceSchema.optional(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

// GET /pos/init ------------------------------------------------------------------------------

export const posOptionSchema = z.object({
  id: z.number(),
  item_id: z.number(),
  title: z.string(),
  /** pesos */
  price: z.number(),
});
export type PosOption = z.infer<typeof posOptionSchema>;

/** A GET /menu-items item whose options also name their item (item_id), as /pos/init answers them. */
export const posMenuItemSchema = menuItemSchema.extend({
  variants: z.array(posOptionSchema),
  addons: z.array(posOptionSchema),
});
export type PosMenuItem = z.infer<typeof posMenuItemSchema>;

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** Receipt settings as GET /pos/init, /orders/init and /invoices/init name them. */
export const posPrintSettingsSchema = z.object({
  page_format: z.number(),
  header: z.string().nullable(),
  footer: z.string().nullable(),
  show_notes: flag01,
  is_enable_print: flag01,
  show_store_details: flag01,
  show_customer_details: flag01,
  print_token: flag01,
});
export const posStoreSettingsSchema = z.object({
  store_name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  currency: z.string(),
  image: z.string().nullable(),
});

/** The PBKDF2-SHA-256 verifier of the store's manager PIN: base64 salt and hash, never the PIN. */
export const managerPinVerifierSchema = z.object({
  salt: z.string(),
  iterations: z.number().int(),
  hash: z.string(),
});
export type ManagerPinVerifier = z.infer<typeof managerPinVerifierSchema>;

/** Issue 22: the OPTIONAL `offline` block of GET /pos/init. */
export const posInitOfflineSchema = z.object({
  paymentsAllowed: z.boolean(),
  /** Pesos, like every /pos/init amount; null = no limit. */
  queueLimit: z.number().nullable(),
  /** null: no PIN set, so nothing above the limit can be queued. */
  managerPin: managerPinVerifierSchema.nullable(),
  /**
   * The active payment types that take cash (the others are card/transfer, refused offline). An
   * optional addition to the shared interface; a browser that ignores it may read cash by title.
   */
  cashPaymentTypeIds: z.array(z.number()).optional(),
});
export type PosInitOffline = z.infer<typeof posInitOfflineSchema>;

export const posInitAnswer = z.object({
  categories: z.array(z.object({ id: z.number(), title: z.string() })),
  menuItems: z.array(posMenuItemSchema),
  /** Active payment types only. */
  paymentTypes: z.array(z.object({ id: z.number(), title: z.string(), is_active: flag01 })),
  printSettings: posPrintSettingsSchema,
  storeSettings: posStoreSettingsSchema,
  storeTables: z.array(
    z.object({ id: z.number(), table_title: z.string(), floor: z.string(), seating_capacity: z.number() }),
  ),
  /** Issue 21 (not in spec): the courses in serving order, each with the categories it takes by default. */
  courses: z.array(courseSchema).optional(),
  /** Issue 22 (not in spec): what the POS may do while offline (see offline.ts). */
  offline: posInitOfflineSchema.optional(),
  /** Issue 24 (not in spec): the inventory mode and the items sold out now. */
  inventory: posInventorySchema.optional(),
});
export type PosInitResponse = z.infer<typeof posInitAnswer>;

/**
 * A cart line in the POS (spec §3): the menu item as /pos/init gave it, plus the choices. `price`
 * stays the item's own price; the unit price is derived by the pricing module.
 */
export type CartLine = Omit<PosMenuItem, 'variants' | 'addons'> & {
  variants?: PosOption[];
  /** The CHOSEN add-ons (spec §3), not the item's list of available ones. */
  addons?: PosOption[] | null;
  quantity: number;
  notes: string | null;
  variant_id?: number | null;
  variant?: PosOption | null;
  addons_ids?: number[] | null;
};
