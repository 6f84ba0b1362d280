import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.js';
import { openApiPage } from './openapi-page.js';
import type { RegisteredRoute } from './policy.js';

export const DOCS_URL = '/api/docs';
export const DOCS_JSON_URL = '/api/docs/openapi.json';

/**
 * GET /api/docs (a page) and /api/docs/openapi.json. Public like most APIs' references: they show
 * the shape of requests the shipped web app already reveals, never data, and every route they
 * describe keeps its own policy. Built on first request, once every route has been registered.
 */
export function registerApiDocs(app: FastifyInstance, routes: readonly RegisteredRoute[], prefix: string): void {
  let built: { document: OpenApiDocument; page: string } | undefined;
  const current = () => {
    if (!built) {
      const document = buildOpenApiDocument(routes, prefix);
      built = { document, page: openApiPage(document, DOCS_JSON_URL) };
    }
    return built;
  };
  const config = { policy: 'public' as const };

  app.get(DOCS_JSON_URL, { config }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(current().document),
  );

  app.get(DOCS_URL, { config }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(current().page),
  );
}
