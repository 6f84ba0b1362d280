import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_PATTERN,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_ORDER_TOTAL_MAJOR,
  POS_MESSAGES,
  deviceTimeSchema,
} from './pos.js';
import { decimal, isBlank } from './form-fields.js';

/**
 * Issue 22: the POS keeps selling offline. The browser queues orders (with their Idempotency-Key)
 * and replays them later with `offline: true` and the `deviceTime` they were taken at; the server
 * stores both on the order and still numbers every invoice itself on arrival. Cash payments may be
 * queued; card and transfer may not. A store may forbid offline payments, and cap the queued amount
 * unless a manager's PIN allows it (the browser checks the PIN against the verifier /pos/init gives).
 */

export const OFFLINE_MESSAGES = {
  /** Shown on a queued order waiting for the server. */
  pending: 'Pendiente de envío',
  /** Shown on a queued order the server refused: a person must resend, edit or discard it. */
  needsReview: 'Requiere revisión',
  /** The small mark of an order that arrived from a device's offline queue. */
  offlineMark: 'Sin conexión',
  offline: 'Sin conexión con el servidor',
  /** Card and transfer need the network (terminal, bank): the POS refuses them before queueing. */
  paymentKindNotOffline:
    'Sin conexión solo se puede cobrar en efectivo. Cobre con tarjeta o transferencia cuando vuelva la conexión.',
  paymentsForbidden: 'Esta tienda no permite cobros sin conexión. Cobre cuando vuelva la conexión.',
  queueLimitReached: 'El monto en cola supera el límite de la tienda. Un gerente debe autorizarlo con su PIN.',
  queueLimitNoPin:
    'El monto en cola supera el límite de la tienda y no hay PIN de gerente configurado. Espere a que vuelva la conexión.',
  managerPinLabel: 'PIN de gerente',
  managerPinWrong: '¡PIN de gerente incorrecto!',
  managerPinApproved: 'Autorizado por el gerente.',
  discardConfirm: '¿Descartar este pedido sin conexión? No se enviará y el descarte quedará en la auditoría.',
  discardDone: 'Pedido sin conexión descartado.',
  discardAlreadyStored: 'Este pedido ya llegó al servidor y no se puede descartar. Reenvíelo para ver su resultado.',
  discardInvalid: '¡Pedido descartado inválido!',
  deviceTimeInvalid: POS_MESSAGES.deviceTimeInvalid,
  deviceTimeInFuture:
    'La hora del dispositivo está adelantada respecto al servidor. Corrija la fecha y hora de la tableta e intente de nuevo.',
  deviceTimeTooOld: 'El pedido sin conexión tiene más de 7 días. Revíselo y vuelva a tomarlo.',
  offlineFlagInvalid: POS_MESSAGES.offlineFlagInvalid,
  managerApprovedInvalid: POS_MESSAGES.managerApprovedInvalid,
  // Store settings screen, section "Ventas sin conexión".
  settingsTitle: 'Ventas sin conexión',
  paymentsAllowedLabel: 'Permitir cobros sin conexión',
  paymentsAllowedInvalid: '¡Valor inválido en permitir cobros sin conexión!',
  queueLimitLabel: 'Límite de monto en cola',
  queueLimitInvalid: '¡Límite de monto en cola inválido!',
  managerPinInvalid: '¡El PIN de gerente debe tener de 4 a 8 dígitos!',
  managerPinSet: 'PIN de gerente configurado',
  managerPinNotSet: 'Sin PIN de gerente',
  settingsSaved: '¡Ajustes de ventas sin conexión guardados!',
} as const;

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
