import { ApiError } from './api-error';
import { clearSessionMarker, clearStoredUser } from './session';
import { terminalHeaders } from './terminal-id';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData is sent as is (uploads). */
  body?: unknown;
  /** Appended as a query string; null/undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Auth calls themselves (sign-in, refresh, sign-out) must not trigger the refresh dance. */
  skipAuthRefresh?: boolean;
  /** Extra request headers, e.g. the POS submit's Idempotency-Key (kept on the replay after a refresh). */
  headers?: Record<string, string>;
};

export type ApiClientOptions = {
  /** Defaults to '/api/v1' on the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called once when a refresh is refused (401/403); the default clears the session and goes to '/'. */
  onAuthFailure?: () => void;
};

export type ApiClient = ReturnType<typeof createApiClient>;

const REFRESH_PATH = '/auth/refresh-token';

function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const body = await readBody(res).catch(() => undefined);
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
  return new ApiError(res.status, message || `HTTP ${res.status}`, Boolean(message));
}

/**
 * What a refresh's answer means for the session: renewed (2xx), ended (a real 401/403: the refresh
 * token is gone or refused, sign in again), or failed (no answer, a 5xx, a 429, anything else): the
 * session may still be valid, the server just could not say so now. Only `ended` signs the user out.
 * `status` is null when the request got no answer at all (network down, server unreachable).
 */
export function refreshVerdict(status: number | null): RefreshVerdict {
  if (status !== null && status >= 200 && status < 300) return 'renewed';
  if (status === 401 || status === 403) return 'ended';
  return 'failed';
}

export type RefreshVerdict = 'renewed' | 'ended' | 'failed';
type RefreshResult = { verdict: 'renewed' | 'ended' } | { verdict: 'failed'; error: unknown };

function defaultAuthFailure() {
  clearStoredUser();
  clearSessionMarker();
  if (window.location.pathname !== '/') window.location.replace('/');
}

export function createApiClient(options: ApiClientOptions = {}) {
  const base = options.baseUrl ?? '/api/v1';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const onAuthFailure = options.onAuthFailure ?? defaultAuthFailure;
  // One refresh in flight is shared by every request that failed meanwhile: the server rotates the
  // refresh token, so a second parallel refresh with the old token would be refused.
  let refreshing: Promise<RefreshResult> | null = null;

  async function send(path: string, opts: RequestOptions): Promise<Response> {
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    const headers: Record<string, string> = { Accept: 'application/json', ...terminalHeaders(), ...opts.headers };
    if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    try {
      return await doFetch(buildUrl(base, path, opts.query), {
        method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
        credentials: 'include',
        headers,
        body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
        signal: opts.signal,
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(0, err instanceof Error ? err.message : 'Network error', false);
    }
  }

  async function doRefresh(): Promise<RefreshResult> {
    let res: Response;
    try {
      res = await send(REFRESH_PATH, { method: 'POST' });
    } catch (err) {
      console.error('No se pudo renovar la sesión', err);
      return { verdict: 'failed', error: err };
    }
    const verdict = refreshVerdict(res.status);
    if (verdict === 'renewed') return { verdict };
    console.error('No se pudo renovar la sesión', res.status);
    if (verdict === 'ended') {
      onAuthFailure();
      return { verdict };
    }
    return { verdict, error: await toApiError(res) };
  }

  /** One refresh at a time: concurrent callers share the same attempt and its outcome. */
  function refreshOnce(): Promise<RefreshResult> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Renews the access cookie; true when renewed. Concurrent callers share the same attempt. */
  async function refreshSession(): Promise<boolean> {
    return (await refreshOnce()).verdict === 'renewed';
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    let res = await send(path, opts);
    if ((res.status === 401 || res.status === 403) && !opts.skipAuthRefresh) {
      // Refresh is tried once per request and the request replayed once, so an answer that stays
      // 401/403 (a real lack of scope) ends here instead of looping.
      const refreshed = await refreshOnce();
      if (refreshed.verdict === 'ended') throw await toApiError(res);
      // The session may well be alive: the request fails as the refresh did (no answer, a 5xx), so
      // the offline queue keeps the order and retries, instead of the user being signed out.
      if (refreshed.verdict === 'failed') throw refreshed.error;
      res = await send(path, opts);
    }
    if (!res.ok) throw await toApiError(res);
    return (await readBody(res)) as T;
  }

  return {
    request,
    refreshSession,
    get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    del: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'DELETE' }),
  };
}

/** The app's client: same origin, '/api/v1', cookies included. */
export const api = createApiClient();
