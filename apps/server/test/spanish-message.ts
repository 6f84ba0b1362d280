import { CUSTOMER_MESSAGES } from '@comandero/contracts';
import type { LightMyRequestResponse } from 'fastify';

/** The spec (§5) gives these texts in English, and the house uses its texts byte for byte. */
const SPEC_ENGLISH = new Set<string>([CUSTOMER_MESSAGES.phoneRequired, CUSTOMER_MESSAGES.nameRequired]);

/** Words of English error texts (Fastify's, Node's, zod's default locale) that Spanish never uses. */
const ENGLISH =
  /\b(the|must|should|is|are|was|expected|received|unexpected|cannot|can't|not|required|invalid|body|request|found|too|large|unsupported|type|of|with|internal|server|missing|empty|property|position|payload|forbidden|unauthorized)\b/i;

/** Spanish words and letters that every one of our messages has at least one of. */
const SPANISH =
  /[áéíóúñ¡¿]|\b(el|la|los|las|de|del|no|un|una|por|favor|campo|se|esperaba|recibido|solicitud|contenido|tipo|debe|ingrese|existe|encontrad[oa]s?|sesión|permiso|demasiad[oa]s?|origen|válid[oa]s?|inválid[oa]s?)\b/i;

const STACK = /\n\s+at\s|\bat\s+\S+\s+\(|\.(ts|js|mjs|cjs):\d+|node_modules|Error:|SQLITE_|syntax error at/i;

/**
 * Why an error answer is not a Spanish `{ message }` for staff, or null when it is: JSON with a
 * non-empty message of Spanish words, no English error words, no stack trace or SQL.
 */
export function spanishMessageProblem(res: LightMyRequestResponse): string | null {
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `content-type ${String(res.headers['content-type'])}`;
  }
  let message: unknown;
  try {
    message = (res.json() as { message?: unknown }).message;
  } catch {
    return 'the body is not JSON';
  }
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (STACK.test(res.body)) return `a stack trace or SQL in ${res.body.slice(0, 300)}`;
  if (SPEC_ENGLISH.has(message)) return null;
  if (!SPANISH.test(message)) return `not Spanish: ${message}`;
  // The field name zod puts in front ("Campo title: …") is ours, not English prose.
  const prose = message.replace(/^Campo [^:]+:/, '');
  if (ENGLISH.test(prose)) return `English words in: ${message}`;
  return null;
}
