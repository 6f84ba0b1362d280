import cookie from '@fastify/cookie';
import { MESSAGES } from '@comandero/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { createDomainEvents, type DomainEventBus } from './events/domain-events.js';
import { registerAnswerCheck, valueAnswerProblem } from './http/answer-check.js';
import { registerAnswerSerializer } from './http/answer-serializer.js';
import { registerCors, socketCorsOrigin } from './http/cors.js';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.js';
import { registerJsonCharsetCheck } from './http/json-charset.js';
import { loggerOptions } from './http/log-format.js';
import { registerApiDocs } from './http/openapi-docs.js';
import { registerOriginCheck, socketOriginCheck } from './http/origin-check.js';
import { registerPolicyGuard, type RegisteredRoute } from './http/policy.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { extraWebApp } from './http/extra-web-app.js';
import { webApp } from './http/web-app.js';
import { systemClock, type Clock } from './lib/clock.js';
import { registerSessionCookies, sessionCookiesOf } from './modules/auth/auth-cookies.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { authService } from './modules/auth/auth.service.js';
import { registerSessionPurge } from './modules/auth/session-purge.js';
import { readSessionSecret } from './modules/auth/session-secret.js';
import { registerDomainRoutes } from './modules/domain-routes.js';
import { registerIdempotencyPurge } from './modules/pos/idempotency-purge.js';
import { registerPrintQueue } from './modules/printers/print-queue-runner.js';
import { registerTransmission } from './modules/einvoice/dian/transmission-runner.js';
import type { TransmissionWorker } from './modules/einvoice/dian/transmission-worker.js';
import { registerSigning, type SigningWorker } from './modules/einvoice/depos-signing-worker.js';
import type { PrintWorker } from './modules/printers/print-worker.js';
import { followedTerminalOf } from './modules/customer-display/customer-display.service.js';
import { emitDomainEvents } from './realtime/domain-event-emits.js';
import { createRealtime, type Realtime } from './realtime/realtime.js';

import { einvoiceKeyOf } from './modules/einvoice/einvoice-secrets.js';

export const API_PREFIX = '/api/v1';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Read once by main before the database opens; otherwise read here (SESSION_SECRET or DATA_DIR). */
  sessionSecret?: string;
  /** A terminal to log to in readable lines; without one, logs are JSON lines on stdout. */
  logTerminal?: { write(text: string): unknown };
  /**
   * Tests: every API answer is checked against its route's declared schema (http/answer-check.ts), and
   * a value answer with a field its schema would drop is a 500 rather than silently trimmed.
   */
  checkAnswers?: boolean;
};

export type BuiltApp = {
  app: FastifyInstance;
  /** What the modules were given, and the socket layer beside it for tests that watch the sockets. */
  deps: AppDeps & { realtime: Realtime };
  events: DomainEventBus;
  routes: RegisteredRoute[];
  /** This instance's print queue worker (tests stop, kick or wait for it). */
  printing: PrintWorker;
  /** This instance's DIAN transmission worker (tests stop, kick or wait for it). */
  einvoicing: TransmissionWorker;
  /** This instance's DE-POS signing worker (tests wait for it). */
  signing: SigningWorker;
};

export async function buildApp({
  config,
  database,
  clock = systemClock,
  sessionSecret = readSessionSecret(config),
  logTerminal,
  checkAnswers = false,
}: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logTerminal),
    // Believe X-Forwarded-* only from the configured number of proxy hops in front of us.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Node checks the timeouts of incomplete requests every 30 s by default: a slow body would
    // outlive its limit by that much.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 2)),
    },
    frameworkErrors,
  });
  const events = createDomainEvents((err, name) =>
    app.log.error(
      { err, event: name },
      'Falló un suscriptor de un evento del dominio (la escritura ya quedó guardada)',
    ),
  );
  const realtime = createRealtime(clock, database.pgPool, database.pgSchema);
  emitDomainEvents(events, realtime);
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    sqliteFile: database.sqliteFile,
    clock,
    config,
    sessionSecret,
    einvoiceKey: einvoiceKeyOf(config.einvoiceSecret, sessionSecret),
    events: { publish: events.publish },
  };
  const auth = authService(deps);

  const cookiePolicy = {
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    markerCookie: config.sessionMarkerCookie,
  };
  registerSessionCookies(app, cookiePolicy);
  const web = webApp(config.webDist, (request) => sessionCookiesOf(request).marker);
  const extraWeb = config.extraWeb && extraWebApp(config.extraWeb.dist, config.extraWeb.path);
  const jsonNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ message: MESSAGES.notFound });
  const notFound = web?.notFound ?? jsonNotFound;
  registerErrorHandler(app, extraWeb ? extraWeb.notFound(notFound) : notFound);
  await app.register(cookie);
  await registerCors(app, config.allowedOrigins);
  registerSecurityHeaders(app, config.allowedOrigins);
  registerOriginCheck(app, config.allowedOrigins);
  registerJsonCharsetCheck(app);
  registerAnswerSerializer(app, API_PREFIX, checkAnswers ? valueAnswerProblem : undefined);
  if (checkAnswers) registerAnswerCheck(app, API_PREFIX);
  const routes = registerPolicyGuard(app, API_PREFIX, (request) =>
    auth.authenticate(request.cookies[sessionCookiesOf(request).access]),
  );

  await app.register(
    async (api) => {
      registerAuthRoutes(api, auth);
      registerDomainRoutes(api, deps, events);
    },
    { prefix: API_PREFIX },
  );
  registerApiDocs(app, routes, API_PREFIX);

  if (web) await web.register(app);
  if (extraWeb) await extraWeb.register(app);

  registerIdempotencyPurge(app, deps);
  registerSessionPurge(app, auth);
  const printing = registerPrintQueue(app, deps, events);
  const einvoicing = registerTransmission(app, deps, events);
  const signing = registerSigning(app, deps, events, () => einvoicing.kick());
  app.addHook('onReady', async () => {
    realtime.attach(app.server, {
      authenticate: (token) => auth.authenticate(token),
      accessCookie: (request) => app.sessionCookies(request).access,
      originAllowed: socketOriginCheck(config.allowedOrigins, config.trustProxy),
      corsOrigin: socketCorsOrigin(config.allowedOrigins),
      followedTerminal: (sessionId) => followedTerminalOf(database.db, sessionId),
    });
  });
  // Fastify's close waits for every connection; upgraded sockets would hold it forever.
  app.addHook('preClose', async () => {
    realtime.dropConnections();
  });
  app.addHook('onClose', async () => {
    await realtime.close();
  });

  return { app, deps: { ...deps, realtime }, events, routes, printing, einvoicing, signing };
}
