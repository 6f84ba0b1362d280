import { MESSAGES } from '@comandero/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Every failure answers { message } in Spanish; stacks and SQL stay in the log.
 * `notFound` replaces the JSON 404 (Fastify allows one not-found handler per prefix), e.g. for the SPA fallback.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: MESSAGES.tooManySignIns });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const message =
        status === 413
          ? 'El contenido enviado es demasiado grande.'
          : status === 415
            ? 'Tipo de contenido no soportado.'
            : MESSAGES.badRequest;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
  app.setNotFoundHandler(notFound ?? ((_request, reply) => reply.status(404).send({ message: MESSAGES.notFound })));
}
