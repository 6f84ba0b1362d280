import { isDeepStrictEqual } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { errorAnswer } from '@comandero/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { issuesOf } from './answer-serializer.js';

/** Where two JSON values first differ, as a path ('' when they are equal). */
function firstDifference(sent: unknown, allowed: unknown, path = '$'): string {
  if (isDeepStrictEqual(sent, allowed)) return '';
  if (sent && allowed && typeof sent === 'object' && typeof allowed === 'object') {
    for (const key of Object.keys(sent)) {
      if (!(key in allowed)) return `${path}.${key} (no está en el esquema)`;
      const inner = firstDifference(
        (sent as Record<string, unknown>)[key],
        (allowed as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (inner) return inner;
    }
  }
  return path;
}

function jsonOf(reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  const bytes = reply.getHeader('content-encoding') === 'gzip' ? gunzipSync(payload) : payload;
  const text = bytes.toString();
  return text === '' ? undefined : JSON.parse(text);
}

/** Why this answer is not one the route declared, or null when it is. */
function answerProblem(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const status = reply.statusCode;
  // No body to check: a revalidated ETag, or a CORS preflight.
  if (status === 304 || status === 204) return null;
  const doc = request.routeOptions.config?.doc;
  let schema: z.ZodType;
  if (status >= 400) schema = errorAnswer;
  else if (status !== 200) return `estado ${status} no declarado`;
  else if (!doc) return 'la ruta no declara su respuesta';
  else if (doc.answerMedia) return null;
  else schema = doc.answer;
  if (!/^application\/json\b/.test(String(reply.getHeader('content-type') ?? '')))
    return `respuesta ${String(reply.getHeader('content-type'))} en vez de JSON`;
  return jsonProblem(jsonOf(reply, payload), schema);
}

function jsonProblem(sent: unknown, schema: z.ZodType): string | null {
  const parsed = schema.safeParse(sent);
  if (!parsed.success) return issuesOf(parsed.error);
  // Parsing drops keys the schema does not name: anything dropped is a field the schema does not allow.
  const extra = firstDifference(sent, parsed.data);
  return extra ? `${extra} difiere del esquema` : null;
}

/**
 * For the answer serialiser in tests: a value answer is checked as the JSON it would have been
 * without the schema, so a field the serialiser would silently drop fails the test instead, and the
 * schema is fixed to the real answer rather than the answer changed.
 */
export const valueAnswerProblem = (answer: unknown, schema: z.ZodType): string | null =>
  jsonProblem(answer === undefined ? undefined : JSON.parse(JSON.stringify(answer)), schema);

/**
 * In tests, every API answer is checked against the schema its route declares (errors against
 * `{ message }`), so every API test is also a test of the declared answers. A mismatch becomes a
 * 500 and is written to stderr, where a test run shows it, whatever the log level.
 */
export function registerAnswerCheck(app: FastifyInstance, prefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${prefix}/`)) return payload;
    const problem = answerProblem(request, reply, payload);
    if (!problem) return payload;
    const where = `${request.method} ${request.routeOptions.url ?? request.url} → ${reply.statusCode}`;
    console.error(`Respuesta fuera de su esquema: ${where}: ${problem}`);
    request.log.error({ problem }, 'Respuesta fuera de su esquema');
    throw new Error(`Respuesta fuera de su esquema: ${where}: ${problem}`);
  });
}
