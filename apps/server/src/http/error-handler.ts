import { MESSAGES } from '@comandero/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AnswerOutsideSchema } from './answer-serializer.js';
import { HttpError } from './http-error.js';

export const REQUEST_MESSAGES = {
  tooLarge: 'El contenido enviado es demasiado grande.',
  unsupportedType: 'Tipo de contenido no soportado.',
  urlTooLong: 'La dirección solicitada es demasiado larga.',
} as const;

/** Fastify's own client errors (malformed JSON or URL, wrong content type, body too large) in Spanish. */
function clientErrorMessage(status: number): string {
  if (status === 413) return REQUEST_MESSAGES.tooLarge;
  if (status === 414) return REQUEST_MESSAGES.urlTooLong;
  if (status === 415) return REQUEST_MESSAGES.unsupportedType;
  if (status === 429) return MESSAGES.tooManySignIns;
  return MESSAGES.badRequest;
}

function answer(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ message: error.message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.status(status).send({ message: clientErrorMessage(status) });
  if (error instanceof AnswerOutsideSchema)
    request.log.error({ route: error.route, problem: error.problem }, 'Respuesta fuera de su esquema');
  else request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: MESSAGES.serverError });
}

/**
 * A malformed or over-long URL is refused by the router before any route or error handler runs;
 * given to Fastify as `frameworkErrors`, it answers the same way as every other failure.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  answer(error, request, reply);

/**
 * Every failure answers { message } in Spanish; stacks and SQL stay in the log.
 * `notFound` replaces the JSON 404 (Fastify allows one not-found handler per prefix), e.g. for the SPA fallback.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler(answer);
  app.setNotFoundHandler(notFound ?? ((_request, reply) => reply.status(404).send({ message: MESSAGES.notFound })));
}
