import { z } from 'zod';
import { receiptEinvoiceSchema } from './einvoice-receipt.js';
import { asNumber, decimal, flag, MAX_INT_ID } from './form-fields.js';
import { DEFAULT_TIP_ROUND_TO, TIP_ROUND_TO } from './bill-pricing.js';
import { MAX_ORDER_TOTAL_MAJOR } from './pos-core.js';
import { outsideOrderSchema } from './bill-table.js';
import { flagSchema, paymentTypeAddBody, paymentTypeSchema, paymentTypeUpdateBody } from './settings.js';

/**
 * Settling a table in parts (issue 10), under /api/v1/orders/bills. UNITS as in orders.ts: money on
 * the wire is in pesos, rates and discount percentages in percent; the server keeps centavos.
 * The spec's own payment routes (/orders/complete-order-payment-summary, complete-and-pay-order)
 * are untouched; a table is settled either by them or by a split, not both.
 */

export const BILLS_MESSAGES = {
  splitCreated: '¡Cuenta dividida!',
  billsMerged: '¡Cuentas unidas!',
  discountApplied: '¡Descuento aplicado!',
  discountRemoved: '¡Descuento eliminado!',
  tipSet: '¡Propina actualizada!',
  billPaid: '¡Cuenta pagada!',
  tablePaid: '¡Mesa pagada y cerrada!',
  tableInvalid: '¡Mesa inválida!',
  tableHasNoOrders: '¡La mesa no tiene órdenes abiertas sin pagar!',
  tableAlreadySplit: '¡La cuenta de esta mesa ya está dividida!',
  splitModeInvalid: '¡Modo de división inválido! Use items o equal.',
  partsInvalid: '¡Número de cuentas inválido! Use de 2 a 10.',
  itemsSplitInvalid: '¡Reparta cada unidad de cada ítem en exactamente una cuenta!',
  billNotFound: '¡La cuenta no existe!',
  billPaid409: '¡La cuenta ya fue pagada!',
  mergeSame: '¡Elija otra cuenta de la misma mesa para unir!',
  lineNotFound: '¡La línea no pertenece a esta cuenta!',
  discountKindInvalid: '¡Tipo de descuento inválido! Use percent o amount.',
  discountValueInvalid: '¡Valor de descuento inválido!',
  discountTooLarge: '¡El descuento no puede superar el valor de la línea o de la cuenta!',
  discountReasonRequired: '¡Indique el motivo del descuento!',
  discountReasonTooLong: '¡El motivo del descuento es demasiado largo!',
  tipInvalid: '¡Propina inválida!',
  tipAboveSuggested: 'La propina supera el 10 % sugerido. Confirme para continuar.',
  paymentsRequired: '¡Agregue al menos un pago!',
  paymentInvalid: '¡Pago inválido!',
  paymentTypeInactive: '¡El tipo de pago seleccionado no existe o no está activo!',
  nonCashOverpay: '¡Un pago que no es en efectivo no puede superar el valor de la cuenta!',
  overpaid: '¡Los pagos superan el valor de la cuenta!',
  shortTendered: '¡El efectivo recibido es menor que el valor del pago!',
  notCovered: '¡Los pagos no cubren el total de la cuenta!',
  lineAlreadyPaid: '¡Un ítem de esta cuenta ya fue pagado!',
  tableChanged: 'Las órdenes de la mesa cambiaron. Divida la cuenta de nuevo.',
  discountReasonSaved: '¡Motivo de descuento guardado!',
  discountReasonDeleted: '¡Motivo de descuento eliminado!',
  discountReasonUpdated: '¡Motivo de descuento actualizado!',
  discountReasonExists: '¡Ese motivo de descuento ya existe!',
  discountReasonNotFound: '¡El motivo de descuento no existe!',
  splitCancelled: '¡División de la cuenta cancelada!',
  splitNotFound: '¡La división de cuenta no existe!',
  splitNotOpen: '¡La división de cuenta ya no está abierta!',
  splitHasPaidBills: '¡No se puede cancelar la división: una de sus cuentas ya fue pagada!',
} as const;

const M = BILLS_MESSAGES;

export const MAX_BILL_PARTS = 10;

const id = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_INT_ID, message),
  );

const pesos = (message: string) => decimal(MAX_ORDER_TOTAL_MAJOR, message);

const itemPart = z
  .array(
    z.object({
      lineId: id(M.itemsSplitInvalid),
      quantity: z
        .number({ error: M.itemsSplitInvalid })
        .int(M.itemsSplitInvalid)
        .positive(M.itemsSplitInvalid)
        .max(100_000, M.itemsSplitInvalid),
    }),
    { error: M.itemsSplitInvalid },
  )
  .min(1, M.itemsSplitInvalid);

/** POST /orders/bills/split: the table's open, unpaid orders cut by items (2–10 parts) or in N equal parts. */
export const createSplitBody = z.discriminatedUnion(
  'mode',
  [
    z.object({
      tableId: id(M.tableInvalid),
      mode: z.literal('items'),
      parts: z.array(itemPart, { error: M.partsInvalid }).min(2, M.partsInvalid).max(MAX_BILL_PARTS, M.partsInvalid),
    }),
    z.object({
      tableId: id(M.tableInvalid),
      mode: z.literal('equal'),
      parts: z
        .number({ error: M.partsInvalid })
        .int(M.partsInvalid)
        .min(2, M.partsInvalid)
        .max(MAX_BILL_PARTS, M.partsInvalid),
    }),
  ],
  { error: M.splitModeInvalid },
);
export type CreateSplitBody = z.input<typeof createSplitBody>;

/** POST /orders/bills/{id}/merge: the unpaid bill {id} goes back into the unpaid bill intoBillId. */
export const mergeBillBody = z.object({ intoBillId: id(M.mergeSame) });

/** POST /orders/bills/{id}/discount: on a line of the bill (lineId, a bill line id) or on the whole bill. */
export const billDiscountBody = z.object({
  lineId: z.preprocess((v) => (v === undefined ? null : v), id(M.lineNotFound).nullable()),
  kind: z.enum(['percent', 'amount'], { error: M.discountKindInvalid }),
  /** percent (0–100, two decimals) or pesos */
  value: pesos(M.discountValueInvalid).refine((v) => v > 0, M.discountValueInvalid),
  reason: z
    .string({ error: M.discountReasonRequired })
    .trim()
    .min(1, M.discountReasonRequired)
    .max(120, M.discountReasonTooLong),
});
export type BillDiscountBody = z.input<typeof billDiscountBody>;

/** POST /orders/bills/{id}/discount/remove */
export const removeBillDiscountBody = z.object({
  lineId: z.preprocess((v) => (v === undefined ? null : v), id(M.lineNotFound).nullable()),
});

/** POST /orders/bills/discount-reasons (add) and /orders/bills/discount-reasons/{id}/update (rename). */
export const discountReasonBody = z.object({
  title: z
    .string({ error: M.discountReasonRequired })
    .trim()
    .min(1, M.discountReasonRequired)
    .max(120, M.discountReasonTooLong),
});
export type DiscountReasonBody = z.input<typeof discountReasonBody>;

/** POST /orders/bills/{id}/tip: pesos; above the store's suggested percentage only with confirmAboveSuggested. */
export const billTipBody = z.object({
  tip: pesos(M.tipInvalid),
  confirmAboveSuggested: z.boolean({ error: M.tipInvalid }).optional().default(false),
});
export type BillTipBody = z.input<typeof billTipBody>;

/** POST /orders/bills/{id}/pay: payments in pesos; tendered only for cash (defaults to the amount). */
export const payBillBody = z.object({
  payments: z
    .array(
      z.object({
        paymentTypeId: id(M.paymentInvalid),
        amount: pesos(M.paymentInvalid),
        tendered: pesos(M.paymentInvalid).nullable().optional(),
      }),
      { error: M.paymentsRequired },
    )
    .min(1, M.paymentsRequired)
    .max(10, M.paymentInvalid),
});
export type PayBillBody = z.input<typeof payBillBody>;

export const billDiscountViewSchema = z.object({
  kind: z.enum(['percent', 'amount']),
  value: z.number(),
  reason: z.string(),
  amount: z.number(),
});
export type BillDiscountView = z.infer<typeof billDiscountViewSchema>;

export const billLineViewSchema = z.object({
  id: z.number(),
  orderItemId: z.number().nullable(),
  /** The item's title, or the tax group's on an equal part ("Consumo INC 8 %"). */
  title: z.string(),
  /**
   * Added (issue 18), on item lines only: the order line's snapshot, so a bill's receipt lists the
   * line as the POS receipt does. `title` stays "Item (Variante)"; these give the parts apart.
   */
  itemTitle: z.string().optional(),
  variantTitle: z.string().nullable().optional(),
  /** Titles of the chosen add-ons. */
  addons: z.array(z.string()).optional(),
  notes: z.string().nullable().optional(),
  /** The order line's unit price in pesos (add-ons included): gross = quantity x unitPrice. */
  unitPrice: z.number().optional(),
  quantity: z.number(),
  gross: z.number(),
  discount: billDiscountViewSchema.nullable(),
  taxTitle: z.string().nullable(),
  taxRate: z.number().nullable(),
  taxType: z.string().nullable(),
  taxAmount: z.number(),
  payable: z.number(),
});
export type BillLineView = z.infer<typeof billLineViewSchema>;

/** e.g. { label: 'INC 8 % incluido', amount } and { label: 'IVA 19 %', amount } */
export const billTaxSchema = z.object({
  title: z.string().nullable(),
  rate: z.number(),
  type: z.enum(['inclusive', 'exclusive']),
  label: z.string(),
  amount: z.number(),
});
/** One payment (pesos); tendered and change only where cash was handed over. */
export const billPaymentSchema = z.object({
  paymentTypeId: z.number().nullable(),
  title: z.string(),
  amount: z.number(),
  tendered: z.number().nullable(),
  change: z.number(),
});

export const billViewSchema = z.object({
  id: z.number(),
  splitId: z.number(),
  /** The bill's number, given when the table was cut (1-based) and kept after merges. */
  partIndex: z.number(),
  /** How many bills the table was cut into; merges do not lower it. */
  partCount: z.number(),
  /** "Cuenta 3 de 3", on the screen and the receipt alike. */
  label: z.string(),
  status: z.enum(['open', 'paid']),
  lines: z.array(billLineViewSchema),
  itemsTotal: z.number(),
  discountTotal: z.number(),
  billDiscount: billDiscountViewSchema.nullable(),
  netTotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  taxes: z.array(billTaxSchema),
  suggestedTip: z.number(),
  tip: z.number(),
  due: z.number(),
  invoiceId: z.number().nullable(),
  payments: z.array(billPaymentSchema),
});
export type BillView = z.infer<typeof billViewSchema>;

const tipRoundToSchema = z.union(TIP_ROUND_TO.map((n) => z.literal(n)));

/** GET /orders/bills/table/{tableId} answers { split: null } when the table is not split. */
export const billSplitViewSchema = z.object({
  id: z.number(),
  tableId: z.number(),
  mode: z.enum(['items', 'equal']),
  status: z.enum(['open', 'paid']),
  orderIds: z.array(z.number()),
  total: z.number(),
  bills: z.array(billViewSchema),
  /** The store's suggested tip percent, and whether to ask for a tip for this table's service type. */
  tipPercent: z.number().optional(),
  /** Issue 18: the pesos the suggestion is rounded to. */
  tipRoundTo: tipRoundToSchema.optional(),
  askTip: z.boolean().optional(),
  /** Active payment types that take cash (ask for the amount tendered, give change). */
  cashPaymentTypeIds: z.array(z.number()).optional(),
  /** Open, unpaid orders of the table placed after the split, so in none of its bills. */
  outsideOrders: z.array(outsideOrderSchema).optional(),
});
export type BillSplitView = z.infer<typeof billSplitViewSchema>;

export const billSplitAnswer = z.object({ message: z.string().optional(), split: billSplitViewSchema.nullable() });
export type BillSplitResponse = z.infer<typeof billSplitAnswer>;
export const payBillAnswer = z.object({
  message: z.string(),
  invoiceId: z.number(),
  change: z.number(),
  tableClosed: z.boolean(),
  split: billSplitViewSchema,
  /** Issue 23: the bill's DE-POS for the receipt, when e-invoicing is on. */
  einvoice: receiptEinvoiceSchema.optional(),
});
export type PayBillResponse = z.infer<typeof payBillAnswer>;

/** GET /orders/bills/discount-reasons, and (with a message) the answer of each of its writes. */
export const discountReasonsAnswer = z.object({
  message: z.string().optional(),
  reasons: z.array(z.object({ id: z.number(), title: z.string() })),
});

export const TIP_SETTING_MESSAGES = {
  saved: '¡Configuración de propina guardada!',
  percentInvalid: '¡Porcentaje de propina inválido! Use de 0 a 100 con hasta dos decimales.',
  askInvalid: '¡Indique si se pregunta la propina en mesa, para llevar y domicilio!',
  roundToInvalid: '¡Redondeo de la propina inválido! Use 1, 100 o 1000.',
} as const;

/** Above this many percent the tip needs the customer's confirmation (the store's suggestion). */
export const tipAboveSuggestedMessage = (percent: number) =>
  `La propina supera el ${String(percent).replace('.', ',')} % sugerido. Confirme para continuar.`;

const askFlag = z.boolean({ error: TIP_SETTING_MESSAGES.askInvalid });

/**
 * GET/POST /settings/tip-setting: the suggested voluntary tip in percent of the pre-tax subtotal, and
 * whether the cashier asks for it per service type (by default at the table only).
 */
export const tipSettingBody = z.object({
  percent: decimal(100, TIP_SETTING_MESSAGES.percentInvalid),
  ask: z.object({ dinein: askFlag, takeaway: askFlag, delivery: askFlag }, { error: TIP_SETTING_MESSAGES.askInvalid }),
  /** Issue 18, optional: the suggestion is rounded to this many pesos; absent, the stored choice stays. */
  roundTo: z
    .preprocess(
      asNumber,
      z.union([z.literal(1), z.literal(100), z.literal(1000)], { error: TIP_SETTING_MESSAGES.roundToInvalid }),
    )
    .optional(),
});
export type TipSettingBody = z.input<typeof tipSettingBody>;
export type TipSetting = z.output<typeof tipSettingBody>;
/** GET /settings/tip-setting always names the rounding. */
export const tipSettingViewSchema = z.object({
  percent: z.number(),
  ask: z.object({ dinein: z.boolean(), takeaway: z.boolean(), delivery: z.boolean() }),
  roundTo: tipRoundToSchema,
});
export type TipSettingView = z.infer<typeof tipSettingViewSchema>;
export const TIP_SETTING_DEFAULTS: TipSettingView = {
  percent: 10,
  ask: { dinein: true, takeaway: false, delivery: false },
  roundTo: DEFAULT_TIP_ROUND_TO,
};

export const PAYMENT_TYPE_CASH_MESSAGES = {
  isCashInvalid: '¡Valor inválido en el indicador de efectivo!',
} as const;

/**
 * The spec's payment-type bodies with an optional isCash (1: the type takes cash and gives change).
 * Absent on an add, the type is read by its title ("Efectivo"/"Cash") as before; absent on an update,
 * the stored flag is kept.
 */
export const paymentTypeCashAddBody = paymentTypeAddBody.extend({
  isCash: flag(PAYMENT_TYPE_CASH_MESSAGES.isCashInvalid).optional(),
});
export const paymentTypeCashUpdateBody = paymentTypeUpdateBody.extend({
  isCash: flag(PAYMENT_TYPE_CASH_MESSAGES.isCashInvalid).optional(),
});

/** GET /settings/payment-types rows carry is_cash besides the spec's fields. */
export const paymentTypeWithCashSchema = paymentTypeSchema.extend({ is_cash: flagSchema });
export type PaymentTypeWithCash = z.infer<typeof paymentTypeWithCashSchema>;

const CASH_TITLE = /^(efectivo|cash)$/i;

/** A stored flag wins; a type stored without one (demo seed, spec body) is cash by its title. */
export const isCashPaymentType = (isCash: number | null | undefined, title: string): boolean =>
  isCash === null || isCash === undefined ? CASH_TITLE.test(title.trim()) : isCash === 1;
