/**
 * The customer display's pairing code. Apart from customer-display.ts and without zod because
 * the POS's start reads them: a module the start imports may not import zod, or the bundler puts zod in the
 * start chunk (issue 22, apps/web/vite-lean-contracts.ts).
 */

/** A pairing code: six digits, valid for five minutes, good for one pairing. */
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_CODE_TTL_MS = 5 * 60_000;
export const PAIRING_CODE_PATTERN = /^\d{6}$/;
