import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';

/** `body` may be a promise: the answer then comes when it settles, as a slow server's would. */
export type FakeRoute = { method: string; path: string; status?: number; body: unknown };

type Call = { method: string; path: string; body: unknown };

let unmatched: Call[] = [];

// A call no route answers must fail the test even when the screen swallows the error, so it is
// collected here and reported after the test (the API client would turn a throw into a network error).
afterEach(() => {
  const missed = unmatched;
  unmatched = [];
  vi.unstubAllGlobals();
  if (missed.length > 0) {
    throw new Error(`fake API: unexpected calls ${missed.map((c) => `${c.method} ${c.path}`).join(', ')}`);
  }
});

/**
 * A fake API for component tests: each call is matched by method and path and answered with JSON.
 * An unmatched call is answered 500 and fails the test in afterEach. Calls are recorded with their
 * parsed bodies.
 */
export function fakeApi(routes: FakeRoute[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^\/api\/v1/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path, body };
    calls.push(call);
    const route = routes.find((r) => r.method === method && r.path === path);
    if (!route) {
      unmatched.push(call);
      return Response.json({ message: `unexpected ${method} ${path}` }, { status: 500 });
    }
    return Response.json(await route.body, { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls no route answered so far (afterEach fails the test if any remain). */
    get unmatched(): readonly Call[] {
      return unmatched;
    },
  };
}

/** Renders `element` at `path` inside a router (so links work), a fresh query client and the toaster. */
export function renderAt(element: ReactNode, path = '/dashboard/settings', pattern = path) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
