import fs from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES, SESSION_MARKER_META } from '@comandero/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const META_TAG = new RegExp(`<meta\\s+name="${SESSION_MARKER_META}"[^>]*>`);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page tells the app which cookie says "signed in": a placeholder is filled, or a tag added. */
export function withMarkerMeta(html: string, cookieName: string): string {
  const tag = `<meta name="${SESSION_MARKER_META}" content="${escapeAttribute(cookieName)}" />`;
  return META_TAG.test(html) ? html.replace(META_TAG, tag) : html.replace('</head>', `  ${tag}\n  </head>`);
}

export type WebApp = {
  /** History fallback: a reload of /dashboard/pos gets the app, unknown API paths stay JSON 404s. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  register(app: FastifyInstance): Promise<void>;
};

/**
 * The built React app, or undefined when it was never built (API-only runs and tests). The marker's
 * name depends on the request (its __Host- name behind HTTPS), so the page is kept per name.
 */
export function webApp(webDist: string, markerCookie: (request: FastifyRequest) => string): WebApp | undefined {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  // Read again after a rebuild: the page names hashed bundles that the old page no longer matches.
  let cached: { mtimeMs: number; html: string; byMarker: Map<string, string> } | undefined;
  const indexHtml = async (marker: string) => {
    const { mtimeMs } = await stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: await readFile(indexFile, 'utf8'), byMarker: new Map() };
    }
    let page = cached.byMarker.get(marker);
    if (page === undefined) {
      page = withMarkerMeta(cached.html, marker);
      cached.byMarker.set(marker, page);
    }
    return page;
  };
  return {
    async notFound(request, reply) {
      const page = request.method === 'GET' || request.method === 'HEAD';
      if (!page || request.url.startsWith('/api/') || request.url.startsWith('/socket.io')) {
        return reply.status(404).send({ message: MESSAGES.notFound });
      }
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await indexHtml(markerCookie(request)));
    },
    async register(app) {
      // index.html is left out of the static files so that / and /index.html reach the fallback.
      await app.register(fastifyStatic, { root: webDist, wildcard: false, globIgnore: ['index.html'] });
    },
  };
}
