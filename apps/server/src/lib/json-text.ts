/**
 * An answer already written as JSON (UTF-8 bytes), so a kept answer sends it as is instead of
 * serialising it again: the orders and kitchen screens join the kept JSON of each order (order-json.ts).
 */
export class JsonText {
  constructor(readonly bytes: Buffer) {}
}

/** A value's JSON as UTF-8 bytes, for joining with jsonArrayBytes. */
export const toJsonBytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

/** The JSON bytes of a value, or those of one already written. */
export const jsonBytesOf = (value: unknown): Buffer => (value instanceof JsonText ? value.bytes : toJsonBytes(value));

const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]

/**
 * `[a,b,…]` of JSON values already written, in one allocation outside V8's heap. A screen's answer
 * is about half a megabyte: joined as a string after every order it landed in V8's large-object
 * space, which only a full collection frees, and those pauses set the screens' p99 (issue 19).
 * `prefix`/`suffix` wrap the array inside a larger text (a group's head and tail).
 */
export function jsonArrayBytes(items: readonly Buffer[], prefix?: Buffer, suffix?: Buffer): Buffer {
  let length = 2 + Math.max(0, items.length - 1) + (prefix?.length ?? 0) + (suffix?.length ?? 0);
  for (const item of items) length += item.length;
  const out = Buffer.allocUnsafe(length);
  let at = prefix ? prefix.copy(out, 0) : 0;
  out[at++] = OPEN;
  items.forEach((item, k) => {
    if (k > 0) out[at++] = COMMA;
    at += item.copy(out, at);
  });
  out[at++] = CLOSE;
  if (suffix) suffix.copy(out, at);
  return out;
}
