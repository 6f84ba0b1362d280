/**
 * An answer already written as JSON, so a kept answer sends its text as is instead of serialising
 * it again: the orders and kitchen screens join the kept JSON of each order (order-json.ts).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The JSON of a value, or the text of one already written. */
export const jsonOf = (value: unknown): string => (value instanceof JsonText ? value.text : JSON.stringify(value));
