/**
 * Reading money typed the Colombian way (es-CO): "." groups thousands and "," starts the centavos.
 * Number() or parseFloat() would read "32.000" as 32, a thousand times too low, so forms read money
 * text only through this parser. It returns pesos (major units) as a plain number; forms send that
 * number, so the server's contract (a JSON number in pesos) stays as the spec writes it.
 *
 * Rules, after trimming spaces (also non-breaking ones):
 * - An optional leading "$" or "Col$" (any case), with or without a space after it.
 * - Blank means no value (null); each form decides whether that is required, 0 or null.
 * - A minus sign before the amount is refused as negative ("-5", "$-5", "-$5").
 * - Only digits, "." and "," may remain; anything else (letters, "+", inner spaces) is malformed.
 * - Integer part: plain digits ("32000") or groups of exactly 3 after a first group of 1 to 3 digits
 *   that does not start with 0 ("32.000", "1.234.567"). At most 15 digits, so the number is exact.
 * - A single dot not followed by exactly 3 digits ("32.00", "32.5", "32."), or one after a leading 0
 *   ("0.500"), could be an English decimal point: refused as ambiguous, never guessed.
 * - Several dots in wrong groups ("1.23.456", "1234.567", "1.2345.678") are refused as bad grouping.
 * - At most one comma, after the integer part, followed by 1 or 2 digits ("32000,5", "32.000,50").
 *   A comma with exactly 3 digits after it and no dot before it ("32,000") is the English thousands
 *   separator: ambiguous. Several commas ("12,345,6") or a dot after the comma ("1,234.56") are
 *   ambiguous too. More than 2 decimals ("1.234,567", "5,1234") are refused; so are ",5" and "32,".
 */

export type MoneyInputProblem = 'negative' | 'malformed' | 'ambiguous' | 'grouping' | 'decimals';

export type MoneyInputResult = { ok: true; value: number | null } | { ok: false; problem: MoneyInputProblem };

/** Messages of the separator problems; negative and malformed text get the form's own message. */
export const MONEY_INPUT_MESSAGES = {
  ambiguous: '¡Valor ambiguo! Use punto para los miles y coma para los centavos, ej. 32.000 o 32.000,50.',
  grouping: '¡Separe los miles con punto cada 3 cifras, ej. 1.234.567!',
  decimals: '¡Use como máximo 2 decimales después de la coma, ej. 32.000,50!',
} as const;

const MAX_DIGITS = 15;
const LEAD_GROUP = /^[1-9]\d{0,2}$/;
const fail = (problem: MoneyInputProblem): MoneyInputResult => ({ ok: false, problem });

/** The message for a refused entry: the separator hints above, else `invalid` (e.g. the spec's price text). */
export function moneyInputMessage(problem: MoneyInputProblem, invalid: string): string {
  return problem === 'negative' || problem === 'malformed' ? invalid : MONEY_INPUT_MESSAGES[problem];
}

function stripSign(text: string): { text: string; negative: boolean } {
  let rest = text;
  let negative = false;
  const dropMinus = () => {
    if (!rest.startsWith('-')) return;
    negative = true;
    rest = rest.slice(1).trimStart();
  };
  dropMinus();
  const symbol = /^(col)?\$\s*/i.exec(rest);
  if (symbol) rest = rest.slice(symbol[0].length);
  dropMinus();
  return { text: rest, negative };
}

/** The integer part's digits, or the problem with its dots. */
function integerDigits(part: string): { digits: string } | { problem: MoneyInputProblem } {
  if (part === '') return { problem: 'malformed' };
  const groups = part.split('.');
  if (groups.length === 1) return { digits: part };
  const [lead, ...rest] = groups;
  if (groups.length === 2 && (rest[0].length !== 3 || !/^[1-9]/.test(lead))) return { problem: 'ambiguous' };
  if (!LEAD_GROUP.test(lead) || rest.some((g) => g.length !== 3)) return { problem: 'grouping' };
  return { digits: groups.join('') };
}

export function parseMoneyInput(raw: string): MoneyInputResult {
  const trimmed = raw.replace(/\s+/gu, ' ').trim();
  if (trimmed === '') return { ok: true, value: null };
  const { text, negative } = stripSign(trimmed);
  if (!/^[\d.,]+$/.test(text)) return fail('malformed');
  if (negative) return fail('negative');

  const parts = text.split(',');
  if (parts.length > 2 || (parts.length === 2 && parts[1].includes('.'))) return fail('ambiguous');
  const [intPart, decimals] = parts;
  const integer = integerDigits(intPart);
  if ('problem' in integer) return fail(integer.problem);
  if (integer.digits.length > MAX_DIGITS) return fail('malformed');
  if (decimals !== undefined) {
    if (decimals === '') return fail('malformed');
    if (decimals.length === 3 && !intPart.includes('.')) return fail('ambiguous');
    if (decimals.length > 2) return fail('decimals');
  }
  return { ok: true, value: Number(`${integer.digits}.${decimals ?? '0'}`) };
}
