import { z } from 'zod';
import { TERMINAL_ID_PATTERN } from './cash-drawer-core.js';
import { PAIRING_CODE_PATTERN } from './customer-display-core.js';

/**
 * Issue 21, the customer display (scope CUSTOMER_DISPLAY): a screen facing the customer that follows
 * one POS terminal. On the same computer it listens to the POS over a BroadcastChannel; on another
 * device it is paired with a short-lived code and follows the terminal's socket room.
 */

export const CUSTOMER_DISPLAY_MESSAGES = {
  codeInvalid: '¡Código inválido! Escriba los 6 dígitos que muestra la caja.',
  codeUnknown: 'Ese código no existe o ya se usó. Pida uno nuevo en la caja.',
  codeExpired: 'Ese código venció. Pida uno nuevo en la caja.',
  tooManyTries: 'Demasiados códigos equivocados. Espere unos minutos e intente de nuevo.',
  paired: '¡Pantalla emparejada!',
} as const;

export const pairingCodeAnswer = z.object({
  code: z.string(),
  /** ISO instant after which the code is refused. */
  expiresAt: z.string(),
});
export type PairingCodeResponse = z.infer<typeof pairingCodeAnswer>;

export const pairDisplayBody = z.object({
  code: z
    .string({ error: CUSTOMER_DISPLAY_MESSAGES.codeInvalid })
    .trim()
    .regex(PAIRING_CODE_PATTERN, CUSTOMER_DISPLAY_MESSAGES.codeInvalid),
});

export const pairDisplayAnswer = z.object({
  message: z.string(),
  terminalId: z.string(),
  /** The POS device's name, when it has one. */
  terminalLabel: z.string().nullable(),
});
export type PairDisplayResponse = z.infer<typeof pairDisplayAnswer>;

const minor = z.number().int().min(0).max(1e13);
const text = (max: number) => z.string().max(max);

export const displayLineSchema = z.object({
  key: text(200),
  title: text(200),
  variant: text(200).nullable(),
  addons: z.array(text(200)).max(50),
  quantity: z.number().int().min(1).max(10_000),
  /** What the line costs, taxes included, in centavos. */
  total: minor,
});
export type DisplayLine = z.infer<typeof displayLineSchema>;

/** idle: logo and name; ordering: the lines; paying: the payment; paid: thanks (and the QR, later). */
export const DISPLAY_PHASES = ['idle', 'ordering', 'paying', 'paid'] as const;
export type DisplayPhase = (typeof DISPLAY_PHASES)[number];

export const displayStateSchema = z.object({
  /** Grows with each state a POS sends: a display ignores one older than what it shows. */
  seq: z.number().int().min(0),
  phase: z.enum(DISPLAY_PHASES),
  store: z.object({ name: text(200), logo: text(2000).nullable() }),
  currency: text(8),
  lines: z.array(displayLineSchema).max(500),
  subtotal: minor,
  tax: minor,
  /** A discount in centavos, where the sale has one (the POS has none yet). */
  discount: minor.optional(),
  total: minor,
  payment: z
    .object({
      /** The voluntary tip (Ley 1935 de 2018), where the store asks it for this sale. */
      tip: z.object({ suggested: minor, percent: z.number().min(0).max(100), amount: minor.nullable() }).nullable(),
      due: minor,
      received: minor.nullable(),
      change: minor.nullable(),
      method: text(200).nullable(),
    })
    .nullable(),
  paid: z
    .object({
      total: minor,
      change: minor.nullable(),
      /** The electronic POS document's QR, once that document exists (not yet): null. */
      documentQr: text(2000).nullable(),
    })
    .nullable(),
});
export type DisplayState = z.infer<typeof displayStateSchema>;

/** What a POS sends over its socket: its terminal and the state its display should show. */
export const displayPublishSchema = z.object({
  terminalId: z.string().regex(TERMINAL_ID_PATTERN),
  state: displayStateSchema,
});
export type DisplayPublish = z.infer<typeof displayPublishSchema>;

/** The answer to a display's follow: the terminal it follows, or why it follows none. */
export type DisplayFollowAck = { terminalId: string } | { error: 'not_paired' | 'forbidden' };
