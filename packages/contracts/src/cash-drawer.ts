import { z } from 'zod';
import { decimal, MAX_INT_ID } from './form-fields.js';
import { toMinor } from './currency.js';
import { CASH_DRAWER_MESSAGES } from './cash-drawer-core.js';

/**
 * Cash drawer sessions (issue 11), under /api/v1/cash-drawer. Money on the wire is in pesos, as in
 * the other modules; the server keeps centavos. A drawer belongs to a terminal: a stable id the
 * browser keeps in localStorage and sends in the X-Terminal-Id header, so a drawer survives one
 * cashier signing out and the next signing in on the same tablet.
 *
 * Payments are attached to a session by the header of the request that takes them: the terminal's
 * open session, or none. A client that sends no header (a spec §7 client) is attached to the only
 * open session when exactly one is open in the store, and to none otherwise. Cash (a cash payment
 * type, or a payment that names no type) must land in a session: with none to land in it is refused
 * (issue 18), while card, transfer and the like proceed.
 */

const M = CASH_DRAWER_MESSAGES;

/** A drawer holds far less than an order may total; this bounds typing mistakes, not business. */
export const MAX_DRAWER_AMOUNT_MAJOR = 100_000_000;
export const MAX_DENOMINATION_QUANTITY = 100_000;
export const CASH_DRAWER_PAGE_SIZE = 20;

/** Colombian money in circulation, largest first; the 1.000 exists both as a note and as a coin. */
export const COP_DENOMINATIONS = [
  { key: 'note-100000', kind: 'note', pesos: 100_000 },
  { key: 'note-50000', kind: 'note', pesos: 50_000 },
  { key: 'note-20000', kind: 'note', pesos: 20_000 },
  { key: 'note-10000', kind: 'note', pesos: 10_000 },
  { key: 'note-5000', kind: 'note', pesos: 5_000 },
  { key: 'note-2000', kind: 'note', pesos: 2_000 },
  { key: 'note-1000', kind: 'note', pesos: 1_000 },
  { key: 'coin-1000', kind: 'coin', pesos: 1_000 },
  { key: 'coin-500', kind: 'coin', pesos: 500 },
  { key: 'coin-200', kind: 'coin', pesos: 200 },
  { key: 'coin-100', kind: 'coin', pesos: 100 },
  { key: 'coin-50', kind: 'coin', pesos: 50 },
] as const;

export type DenominationKey = (typeof COP_DENOMINATIONS)[number]['key'];
const DENOMINATION_KEYS = COP_DENOMINATIONS.map((d) => d.key) as [DenominationKey, ...DenominationKey[]];

export type DenominationCount = { denomination: DenominationKey; quantity: number };

/** The centavos a denomination count adds up to. */
export function countedFromDenominations(counts: readonly DenominationCount[]): number {
  return counts.reduce((sum, c) => {
    const d = COP_DENOMINATIONS.find((x) => x.key === c.denomination);
    return d ? sum + toMinor(d.pesos) * c.quantity : sum;
  }, 0);
}

/** What the drawer should hold, in centavos: float + cash sales − change given + cash in − cash out. */
export function expectedCash(c: {
  openingFloat: number;
  cashSales: number;
  changeGiven: number;
  cashIn: number;
  cashOut: number;
  /** Cash handed back for sales annulled while the session was open (docs/voids.md). */
  voidRefunds?: number;
}): number {
  return c.openingFloat + c.cashSales - c.changeGiven + c.cashIn - c.cashOut - (c.voidRefunds ?? 0);
}

const amount = (message: string) => decimal(MAX_DRAWER_AMOUNT_MAJOR, message);

/**
 * The most a count may find, whether given by denomination or as one amount (issue 25: by amount
 * it was refused above 100.000.000 pesos while the denominations added up to far more): every
 * denomination at its largest quantity. In centavos it is still an exact integer.
 */
export const MAX_COUNTED_CASH_MAJOR =
  COP_DENOMINATIONS.reduce((sum, d) => sum + d.pesos, 0) * MAX_DENOMINATION_QUANTITY;

/** POST /cash-drawer/open: the opening float in pesos (0 allowed: a drawer may start empty). */
export const openDrawerBody = z.object({ openingFloat: amount(M.openingFloatInvalid) });
export type OpenDrawerBody = z.input<typeof openDrawerBody>;

export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** POST /cash-drawer/sessions/{id}/movements: cash put in or taken out during the shift, with a reason. */
export const cashMovementBody = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, { error: M.movementKindInvalid }),
  amount: amount(M.movementAmountInvalid).refine((v) => v > 0, M.movementAmountInvalid),
  reason: z
    .string({ error: M.movementReasonRequired })
    .trim()
    .min(1, M.movementReasonRequired)
    .max(120, M.movementReasonTooLong),
});
export type CashMovementBody = z.input<typeof cashMovementBody>;

const quantity = z
  .number({ error: M.countInvalid })
  .int(M.countInvalid)
  .min(0, M.countInvalid)
  .max(MAX_DENOMINATION_QUANTITY, M.countInvalid);

/** POST /cash-drawer/sessions/{id}/close: the cash counted, by denomination or as one amount. */
export const closeDrawerBody = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('denominations'),
      counts: z
        .array(z.object({ denomination: z.enum(DENOMINATION_KEYS, { error: M.countInvalid }), quantity }), {
          error: M.countInvalid,
        })
        .max(COP_DENOMINATIONS.length, M.countInvalid)
        .refine((c) => new Set(c.map((x) => x.denomination)).size === c.length, M.countInvalid),
    }),
    z.object({ method: z.literal('amount'), countedCash: decimal(MAX_COUNTED_CASH_MAJOR, M.countInvalid) }),
  ],
  { error: M.countInvalid },
);
export type CloseDrawerBody = z.input<typeof closeDrawerBody>;

/** GET /cash-drawer/sessions?page: the history, newest first. */
export const drawerHistoryQuery = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(MAX_INT_ID, M.pageInvalid),
  ),
});

export type CashDrawerStatus = 'open' | 'closed';

/** One drawer session (pesos). The closing figures are null while it is open. */
export const cashDrawerSessionSchema = z.object({
  id: z.number(),
  terminalId: z.string(),
  /** The browser and system of the device that opened it, e.g. "Chrome en Windows". */
  terminalLabel: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  openingFloat: z.number(),
  openedBy: z.string().nullable(),
  openedAt: z.string(),
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  expectedCash: z.number().nullable(),
  countedCash: z.number().nullable(),
  /** counted − expected: negative when cash is missing. */
  difference: z.number().nullable(),
});
export type CashDrawerSessionView = z.infer<typeof cashDrawerSessionSchema>;

export const cashMovementSchema = z.object({
  id: z.number(),
  kind: z.enum(CASH_MOVEMENT_KINDS),
  amount: z.number(),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type CashMovementView = z.infer<typeof cashMovementSchema>;

export const cashReportPaymentLineSchema = z.object({
  title: z.string(),
  isCash: z.boolean(),
  count: z.number(),
  amount: z.number(),
});
export type CashReportPaymentLine = z.infer<typeof cashReportPaymentLineSchema>;

/**
 * The X report (any time, of an open session) or the Z report (stored when the session closed).
 * Every amount in pesos.
 */
export const cashDrawerReportSchema = z.object({
  kind: z.enum(['X', 'Z']),
  generatedAt: z.string(),
  storeName: z.string(),
  currency: z.string(),
  /** The store's receipt paper, for printing. */
  paperWidthMm: z.union([z.literal(80), z.literal(57)]),
  session: cashDrawerSessionSchema,
  sales: z.object({
    invoices: z.number(),
    subTotal: z.number(),
    taxTotal: z.number(),
    total: z.number(),
    tips: z.number(),
    discounts: z.number(),
  }),
  /**
   * Sales annulled from this session's terminal while it was open (whichever session took them):
   * how many and what they had charged. Their sales stay above, where their cash came in.
   */
  voids: z.object({ count: z.number(), total: z.number() }),
  /** What was taken per payment type, tips included. */
  payments: z.array(cashReportPaymentLineSchema),
  cash: z.object({
    openingFloat: z.number(),
    /** Cash handed over by customers for sales (tendered, or the amount where nobody typed it). */
    cashSales: z.number(),
    changeGiven: z.number(),
    cashIn: z.number(),
    cashOut: z.number(),
    /** Optional: the cash handed back for those annulled sales, taken out of the expected cash. */
    voidRefunds: z.number().optional(),
    expected: z.number(),
  }),
  movements: z.array(cashMovementSchema),
  /** Z only: what was counted. */
  count: z
    .object({
      method: z.enum(['denominations', 'amount']),
      denominations: z.array(
        z.object({ denomination: z.enum(DENOMINATION_KEYS), quantity: z.number(), subtotal: z.number() }),
      ),
      counted: z.number(),
      difference: z.number(),
    })
    .nullable(),
});
export type CashDrawerReport = z.infer<typeof cashDrawerReportSchema>;

/** GET /cash-drawer/current: this terminal's open session, if any. */
export const currentDrawerAnswer = z.object({
  session: cashDrawerSessionSchema.nullable(),
  /** This terminal has closed a drawer before: it keeps cash, so the screens ask for the float. */
  terminalHasHistory: z.boolean(),
});
export type CurrentDrawerResponse = z.infer<typeof currentDrawerAnswer>;

export const drawerSessionAnswer = z.object({ message: z.string(), session: cashDrawerSessionSchema });
export type DrawerSessionResponse = z.infer<typeof drawerSessionAnswer>;
export const closeDrawerAnswer = z.object({ message: z.string(), report: cashDrawerReportSchema });
export type CloseDrawerResponse = z.infer<typeof closeDrawerAnswer>;
export const drawerHistoryAnswer = z.object({
  sessions: z.array(cashDrawerSessionSchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type DrawerHistoryResponse = z.infer<typeof drawerHistoryAnswer>;
