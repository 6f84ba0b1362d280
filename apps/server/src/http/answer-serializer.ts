import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** A 200 answer its route's schema does not allow; the error handler answers it as any other 500. */
export class AnswerOutsideSchema extends Error {
  constructor(
    readonly route: string,
    readonly problem: string,
  ) {
    super(`Respuesta fuera de su esquema: ${route}: ${problem}`);
  }
}

/** In tests, what else is wrong with an answer that parses (a field the schema would drop), or null. */
export type AnswerCheck = (answer: unknown, schema: z.ZodType) => string | null;

export const issuesOf = (error: z.ZodError): string =>
  error.issues.map((i) => `$.${i.path.join('.')}: ${i.message}`).join('; ');

function answerSerializer(schema: z.ZodType, route: string, check?: AnswerCheck) {
  return (answer: unknown): string => {
    let parsed = schema.safeParse(answer);
    // A Date, NaN or toJSON value parses only as the JSON the client would have had without the schema.
    if (!parsed.success) parsed = schema.safeParse(JSON.parse(JSON.stringify(answer)));
    const problem = parsed.success ? check?.(answer, schema) : issuesOf(parsed.error);
    if (problem) {
      // Tests log silently; stderr is where a test run shows why its request got a 500.
      if (check) console.error(`Respuesta fuera de su esquema: ${route}: ${problem}`);
      throw new AnswerOutsideSchema(route, problem);
    }
    return JSON.stringify(parsed.data);
  };
}

/**
 * Every JSON 200 answer an API handler gives as a value (not a string, Buffer or stream) is written
 * from its route's answer schema, through Fastify's response-schema serialisation: the parsed value,
 * so a field the schema does not name (a new column, a password hash) is never sent, and an answer
 * that does not parse is a 500 instead. Pre-serialised bodies (the cached hot reads) never reach a
 * serialiser; answers of another media (CSV, HTML) are left to their handlers.
 */
export function registerAnswerSerializer(app: FastifyInstance, prefix: string, check?: AnswerCheck): void {
  app.addHook('onRoute', (route) => {
    const doc = route.config?.doc;
    if (!route.url.startsWith(prefix) || !doc || doc.answerMedia) return;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    // A fresh object: Fastify shares the options (and so `schema`) between a GET and its HEAD route.
    route.schema = { ...route.schema, response: { ...(route.schema?.response as object), 200: doc.answer } };
    route.serializerCompiler = ({ schema }) => answerSerializer(schema as z.ZodType, name, check);
  });
}
