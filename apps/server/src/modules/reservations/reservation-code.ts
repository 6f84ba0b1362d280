import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read aloud over the phone or copied from a note must survive.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RESERVATION_CODE_LENGTH = 6;

/** A short code for a guest to quote; unique by the column's constraint (a clash is retried). */
export function newReservationCode(): string {
  let code = '';
  for (let i = 0; i < RESERVATION_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
