import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet built it
 * anew on each request, parsing the content security policy every time, which cost 2–3 % of the
 * server's time under a load of orders.
 */
export function registerSecurityHeaders(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const apply = helmet({
    // A front end on a configured origin shows store images too; its cookies are SameSite=Lax, so it
    // is same-site anyway, and nothing beyond the site may embed our responses.
    crossOriginResourcePolicy: { policy: allowedOrigins.length > 0 ? 'same-site' : 'same-origin' },
    // The SPA loads its own bundle, inline styles from the component library, and store images.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Helmet throws rather than passing errors on (8.1+); its callback only says it is done.
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, () => done()));
}
