/**
 * The customer display's pairing code. Apart from customer-display.ts, with no zod, because the POS's start reads it: a module of that
 * start importing zod brings zod into its chunk (issue 22, apps/web/vite-lean-contracts.ts).
 */
/** A pairing code: six digits, valid for five minutes, good for one pairing. */
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_CODE_TTL_MS = 5 * 60_000;
export const PAIRING_CODE_PATTERN = /^\d{6}$/;
