import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type NotFound = (request: FastifyRequest, reply: FastifyReply) => unknown;

export type ExtraWebApp = {
  /**
   * History fallback: a GET or HEAD under the path that names no file gets the client's index.html
   * (a reload of /v1/dashboard/pos); everything else goes on to `next`.
   */
  notFound(next: NotFound): NotFound;
  register(app: FastifyInstance): Promise<void>;
};

/**
 * A second static client served from this origin under `basePath` (EXTRA_WEB_DIST at
 * EXTRA_WEB_PATH), such as the seed system's own browser client. Same origin is the point: its
 * requests and its socket.io handshake carry the session cookie without any credentials option, so
 * its live updates connect while a cross-site socket without cookies stays refused. The page is
 * served as built (no marker tag: that client reads the cookie name it was built with).
 */
export function extraWebApp(dist: string, basePath: string): ExtraWebApp {
  const indexFile = path.join(dist, 'index.html');
  // Read again after a rebuild, like the bundled app's page.
  let cached: { mtimeMs: number; html: string } | undefined;
  const indexHtml = async () => {
    const { mtimeMs } = await stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexFile, 'utf8') };
    return cached.html;
  };
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0];
  const owns = (request: FastifyRequest) => pathOf(request).startsWith(`${basePath}/`);
  const sendPage = async (reply: FastifyReply) =>
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await indexHtml());
  return {
    notFound(next) {
      return async (request, reply) => {
        if (!owns(request) || (request.method !== 'GET' && request.method !== 'HEAD')) return next(request, reply);
        return sendPage(reply);
      };
    },
    async register(app) {
      // Without the slash the page's relative URLs (./assets/…) would resolve against the parent.
      app.get(basePath, (request, reply) => {
        const query = request.url.slice(pathOf(request).length);
        return reply.redirect(`${basePath}/${query}`, 301);
      });
      app.get(`${basePath}/`, (_request, reply) => sendPage(reply));
      // wildcard: files built after the start are served too; a missing one reaches notFound.
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `${basePath}/`,
        decorateReply: false,
        wildcard: true,
        index: false,
      });
    },
  };
}
