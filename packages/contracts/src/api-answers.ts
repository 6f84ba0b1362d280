import { z } from 'zod';

/**
 * The answers most routes share. Apart from api-route.ts so that a module the POS's start reads
 * (defineRoute, fillPath) builds no zod schema: issue 22, see apps/web/vite-lean-contracts.ts.
 */

/** Every error answers this, with a Spanish text to show the staff. */
export const errorAnswer = z.object({ message: z.string() });
/** The answer of most writes. */
export const messageAnswer = z.object({ message: z.string() });
/** Every add answers the new row's id with the message. */
export const createdAnswer = z.object({ message: z.string(), id: z.number() });
/** A non-JSON answer (CSV, image bytes): documented as text, never checked as JSON. */
export const textAnswer = z.string();
