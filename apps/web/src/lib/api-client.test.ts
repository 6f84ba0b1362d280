import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, errorMessage } from './api-error';

type Call = { url: string; method: string };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server: access is valid once `renewed`; the refresh answer is configurable. */
function fakeServer(opts: { refreshOk: boolean; protectedStatus?: number; alwaysDenied?: boolean }) {
  const calls: Call[] = [];
  let renewed = false;
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET' });
    expect(init?.credentials).toBe('include');
    if (url === '/api/v1/auth/refresh-token') {
      // Resolve on a later tick so concurrent callers really overlap with the refresh.
      await new Promise((r) => setTimeout(r, 5));
      if (!opts.refreshOk) return json(401, { message: 'Sesión no válida o expirada.' });
      renewed = true;
      return json(200, { message: 'Sesión renovada.' });
    }
    if (!renewed || opts.alwaysDenied) return json(opts.protectedStatus ?? 401, { message: 'No autorizado' });
    return json(200, { url, ok: true });
  });
  return { calls, fetchImpl };
}

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends cookies to /api/v1 and parses JSON', async () => {
    const fetchImpl = vi.fn(async () => json(200, { hello: 'mundo' }));
    const api = createApiClient({ fetch: fetchImpl, onAuthFailure: vi.fn() });
    await expect(api.get('/things', { query: { page: 2, filter: undefined } })).resolves.toEqual({ hello: 'mundo' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/v1/things?page=2',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it.each([401, 403])('on %i refreshes once and replays the request', async (status) => {
    const server = fakeServer({ refreshOk: true, protectedStatus: status });
    const onAuthFailure = vi.fn();
    const api = createApiClient({ fetch: server.fetchImpl, onAuthFailure });
    await expect(api.post('/orders/cancel', { orderIds: [1] }, { headers: { 'X-Probe': 'uno' } })).resolves.toEqual({
      url: '/api/v1/orders/cancel',
      ok: true,
    });
    expect(server.fetchImpl.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['X-Probe'])).toEqual(
      ['uno', undefined, 'uno'],
    );
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/orders/cancel',
      'POST /api/v1/auth/refresh-token',
      'POST /api/v1/orders/cancel',
    ]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent requests', async () => {
    const server = fakeServer({ refreshOk: true });
    const api = createApiClient({ fetch: server.fetchImpl, onAuthFailure: vi.fn() });
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results).toHaveLength(3);
    expect(server.calls.filter((c) => c.url.endsWith('/auth/refresh-token'))).toHaveLength(1);
    expect(server.calls.filter((c) => c.url === '/api/v1/a')).toHaveLength(2);
  });

  it('does not loop when the replay is still refused', async () => {
    const server = fakeServer({ refreshOk: true, protectedStatus: 403, alwaysDenied: true });
    const onAuthFailure = vi.fn();
    const api = createApiClient({ fetch: server.fetchImpl, onAuthFailure });
    const error = await api.get('/settings/taxes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(server.calls).toHaveLength(3);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('when the refresh fails it logs, calls the auth-failure handler once and rejects', async () => {
    const server = fakeServer({ refreshOk: false });
    const onAuthFailure = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createApiClient({ fetch: server.fetchImpl, onAuthFailure });
    const errors = await Promise.all([api.get('/a').catch((e: unknown) => e), api.get('/b').catch((e: unknown) => e)]);
    for (const e of errors) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).status).toBe(401);
    }
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    // No replay after a failed refresh.
    expect(server.calls.filter((c) => c.url === '/api/v1/a')).toHaveLength(1);
  });

  it('never refreshes for calls that opt out (sign-in with wrong credentials)', async () => {
    const fetchImpl = vi.fn(async () => json(401, { message: 'Usuario o contraseña incorrectos.' }));
    const onAuthFailure = vi.fn();
    const api = createApiClient({ fetch: fetchImpl, onAuthFailure });
    const error = await api
      .post('/auth/signin', { username: 'a', password: 'b' }, { skipAuthRefresh: true })
      .catch((e: unknown) => e);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(errorMessage(error, 'Algo salio mal!')).toBe('Usuario o contraseña incorrectos.');
  });

  it('uses the fallback text when the server sent no message or the network failed', async () => {
    const api = createApiClient({
      fetch: vi.fn(async () => new Response('boom', { status: 500 })),
      onAuthFailure: vi.fn(),
    });
    expect(errorMessage(await api.get('/x').catch((e: unknown) => e), 'Algo salio mal!')).toBe('Algo salio mal!');
    const offline = createApiClient({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      onAuthFailure: vi.fn(),
    });
    const error = await offline.get('/x').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error, 'Algo salio mal!')).toBe('Algo salio mal!');
  });
});
