import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, refreshVerdict } from './api-client';
import { ApiError } from './api-error';

describe('refreshVerdict', () => {
  it('ends the session only on a real 401 or 403 from the refresh', () => {
    expect(refreshVerdict(200)).toBe('renewed');
    expect(refreshVerdict(204)).toBe('renewed');
    expect(refreshVerdict(401)).toBe('ended');
    expect(refreshVerdict(403)).toBe('ended');
    for (const status of [null, 0, 500, 502, 503, 504, 429, 400, 404]) expect(refreshVerdict(status)).toBe('failed');
  });
});

type RefreshAnswer = 'ok' | 'denied' | 'down' | 'hang-up';

/**
 * A real HTTP server on 127.0.0.1: every other path answers 401 until a refresh succeeded; the refresh
 * answers as told (`down`: 503, `hang-up`: the connection is dropped without an answer).
 */
async function startServer(answer: () => RefreshAnswer) {
  let renewed = false;
  const seen: string[] = [];
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === '/api/v1/auth/refresh-token') {
      const a = answer();
      if (a === 'hang-up') return req.socket.destroy();
      if (a === 'down') return json(res, 503, { message: 'Servicio no disponible' });
      if (a === 'denied') return json(res, 401, { message: 'Sesión no válida o expirada.' });
      renewed = true;
      return json(res, 200, { message: 'Sesión renovada.' });
    }
    if (!renewed) return json(res, 401, { message: 'No autorizado' });
    return json(res, 200, { ok: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { baseUrl: `http://127.0.0.1:${port}/api/v1`, seen };
}

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('api client refresh against a real server', () => {
  it.each<[RefreshAnswer, number]>([
    ['hang-up', 0],
    ['down', 503],
  ])('a refresh that gets %s keeps the session and fails the request as unreachable', async (answer, status) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startServer(() => answer);
    const onAuthFailure = vi.fn();
    const api = createApiClient({ baseUrl: server.baseUrl, fetch: globalThis.fetch, onAuthFailure });
    const error = await api.post('/pos/create-order', { cart: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(server.seen).toEqual(['POST /api/v1/pos/create-order', 'POST /api/v1/auth/refresh-token']);
  });

  it('a refresh refused with 401 signs the user out once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startServer(() => 'denied');
    const onAuthFailure = vi.fn();
    const api = createApiClient({ baseUrl: server.baseUrl, fetch: globalThis.fetch, onAuthFailure });
    const error = await api.get('/orders').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('after a refresh lost to the network, the next one that works replays the request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers: RefreshAnswer[] = ['hang-up', 'ok'];
    const server = await startServer(() => answers.shift() ?? 'ok');
    const onAuthFailure = vi.fn();
    const api = createApiClient({ baseUrl: server.baseUrl, fetch: globalThis.fetch, onAuthFailure });
    expect(await api.get('/orders').catch((e: unknown) => (e as ApiError).status)).toBe(0);
    await expect(api.get('/orders')).resolves.toEqual({ ok: true });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});
