import { z } from 'zod';
import { deviceTimeSchema } from './pos.js';
import { IDEMPOTENCY_KEY_PATTERN, MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_MAJOR } from './pos-core.js';
import { decimal, isBlank, optionalMoneyText } from './form-fields.js';
import { OFFLINE_MESSAGES } from './offline-core.js';

/**
 * Issue 22: the POS keeps selling offline. The browser queues orders (with their Idempotency-Key)
 * and replays them later with `offline: true` and the `deviceTime` they were taken at; the server
 * stores both on the order and still numbers every invoice itself on arrival. Cash payments may be
 * queued; card and transfer may not. A store may forbid offline payments, and cap the queued amount
 * unless a manager's PIN allows it (the browser checks the PIN against the verifier /pos/init gives).
 */

const M = OFFLINE_MESSAGES;

/** A replayed order's device time may not be later than the server's clock by more than this. */
export const DEVICE_TIME_MAX_AHEAD_MS = 5 * 60 * 1000;
/** Nor older than this: a week-old queue is a forgotten tablet, a person must look at it. */
export const DEVICE_TIME_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The manager PIN: 4 to 8 digits. */
export const MANAGER_PIN_PATTERN = /^\d{4,8}$/;
/** PBKDF2-SHA-256 iterations of the manager PIN verifier (the browser repeats them with WebCrypto). */
export const MANAGER_PIN_ITERATIONS = 150_000;
export const MANAGER_PIN_HASH_BYTES = 32;
export const MANAGER_PIN_SALT_BYTES = 16;

/** Where a device time falls against the server's clock `nowMs`: null when acceptable. */
export function deviceTimeProblem(deviceTime: string, nowMs: number): string | null {
  const at = Date.parse(deviceTime);
  if (Number.isNaN(at)) return M.deviceTimeInvalid;
  if (at - nowMs > DEVICE_TIME_MAX_AHEAD_MS) return M.deviceTimeInFuture;
  if (nowMs - at > DEVICE_TIME_MAX_AGE_MS) return M.deviceTimeTooOld;
  return null;
}

/** The `offline` block of GET /pos/init (posInitOfflineSchema) lives in pos.ts with the rest of /pos/init. */

export const OFFLINE_ROUTES = ['kitchen', 'pay'] as const;
export type OfflineRoute = (typeof OFFLINE_ROUTES)[number];

export const OFFLINE_DISCARD_MESSAGE_MAX = 500;

/**
 * POST /pos/offline-discards: a person discarded a queued order (after confirming). The server
 * writes one audit entry; a retry with the same idempotencyKey writes nothing more.
 * `lines` accepts the cart lines as the POS holds them (only title and quantity are read).
 */
export const offlineDiscardBody = z.object({
  idempotencyKey: z.string({ error: M.discardInvalid }).regex(IDEMPOTENCY_KEY_PATTERN, M.discardInvalid),
  route: z.enum(OFFLINE_ROUTES, { error: M.discardInvalid }),
  deviceTime: deviceTimeSchema,
  total: decimal(MAX_ORDER_TOTAL_MAJOR, M.discardInvalid),
  lines: z
    .array(
      z.object({
        title: z.string({ error: M.discardInvalid }).trim().min(1, M.discardInvalid).max(200, M.discardInvalid),
        quantity: z
          .number({ error: M.discardInvalid })
          .int(M.discardInvalid)
          .min(1, M.discardInvalid)
          .max(MAX_LINE_QUANTITY, M.discardInvalid),
      }),
      { error: M.discardInvalid },
    )
    .max(MAX_CART_LINES, M.discardInvalid),
  /** The server's refusal the order showed in "Requiere revisión", if any. */
  message: z
    .preprocess(
      (v) => (isBlank(v) ? undefined : v),
      z.string({ error: M.discardInvalid }).trim().max(OFFLINE_DISCARD_MESSAGE_MAX, M.discardInvalid),
    )
    .optional(),
});
export type OfflineDiscardBody = z.input<typeof offlineDiscardBody>;

export const offlineDiscardAnswer = z.object({ message: z.string() });
export type OfflineDiscardAnswer = z.infer<typeof offlineDiscardAnswer>;

// Store settings: GET/POST /settings/offline-setting ---------------------------------------------

/**
 * POST /settings/offline-setting. `queueLimit` in pesos (blank or null = no limit). `managerPin`
 * absent keeps the current PIN, null removes it, 4–8 digits set or change it; the server stores
 * only a PBKDF2 verifier and never answers the PIN.
 */
export const offlineSettingBody = z.object({
  paymentsAllowed: z.boolean({ error: M.paymentsAllowedInvalid }),
  queueLimit: z.preprocess(
    (v) => (isBlank(v) ? null : v),
    decimal(MAX_ORDER_TOTAL_MAJOR, M.queueLimitInvalid).nullable(),
  ),
  managerPin: z
    .string({ error: M.managerPinInvalid })
    .regex(MANAGER_PIN_PATTERN, M.managerPinInvalid)
    .nullable()
    .optional(),
});
export type OfflineSettingBody = z.input<typeof offlineSettingBody>;

/** GET /settings/offline-setting. The PIN is never answered, only whether one is set. */
export const offlineSettingSchema = z.object({
  paymentsAllowed: z.boolean(),
  queueLimit: z.number().nullable(),
  managerPinSet: z.boolean(),
});
export type OfflineSetting = z.infer<typeof offlineSettingSchema>;

/**
 * The settings form as typed (es-CO money, "150.000"); blank PIN = keep the current one. The screen
 * turns it into offlineSettingBody (a removal is a separate choice there).
 */
export const offlineSettingForm = z.object({
  paymentsAllowed: z.boolean({ error: M.paymentsAllowedInvalid }),
  queueLimit: optionalMoneyText(MAX_ORDER_TOTAL_MAJOR, M.queueLimitInvalid),
  managerPin: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.string({ error: M.managerPinInvalid }).regex(MANAGER_PIN_PATTERN, M.managerPinInvalid).optional(),
  ),
});
