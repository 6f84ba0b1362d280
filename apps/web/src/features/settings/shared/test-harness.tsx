import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export type FakeRoute = { method: string; path: string; status?: number; body: unknown };

/**
 * A fake API for component tests: each call is matched by method and path and answered with JSON;
 * unmatched calls fail the test. The calls are recorded with their parsed bodies.
 */
export function fakeApi(routes: FakeRoute[]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^\/api\/v1/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path, body });
    const route = routes.find((r) => r.method === method && r.path === path);
    if (!route) throw new Error(`unexpected ${method} ${path}`);
    return Response.json(route.body, { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
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
