import type { CashDrawerSessionView, CurrentDrawerResponse } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TERMINAL_ID_KEY } from '../../lib/terminal-id';
import { CashDrawerGate } from './cash-drawer-gate';

type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };
let calls: Call[];
let current: CurrentDrawerResponse;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const session: CashDrawerSessionView = {
  id: 7,
  terminalId: 'x',
  terminalLabel: null,
  status: 'open',
  openingFloat: 50_000,
  openedBy: 'Carolina',
  openedAt: '2026-01-01T12:00:00.000Z',
  closedBy: null,
  closedAt: null,
  expectedCash: null,
  countedCash: null,
  difference: null,
};

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  localStorage.setItem(TERMINAL_ID_KEY, 'tablet-caja-0001');
  localStorage.setItem('comandero.user', JSON.stringify({ username: 'carolina', name: 'Carolina', role: 'user' }));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/v1', '');
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    if (path === '/cash-drawer/current') return json(current);
    if (path === '/cash-drawer/open') {
      current = { session, terminalHasHistory: true };
      return json({ message: '¡Caja abierta!', session });
    }
    return json({ message: 'ok' });
  });
});

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CashDrawerGate />
    </QueryClientProvider>,
  );
}

describe('cash drawer gate', () => {
  it('on a terminal that never kept a drawer, only offers "Abrir caja", and asks with the terminal id', async () => {
    current = { session: null, terminalHasHistory: false };
    renderGate();
    await screen.findByRole('button', { name: 'Abrir caja de este terminal' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls[0].headers['X-Terminal-Id']).toBe('tablet-caja-0001');
  });

  it('asks a terminal that kept a drawer for the float; "Ahora no" is remembered for this cashier in this tab', async () => {
    current = { session: null, terminalHasHistory: true };
    const first = renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Abrir caja' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderGate();
    await screen.findByRole('button', { name: 'Abrir caja de este terminal' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the drawer with the float read the Colombian way, then shows it open', async () => {
    current = { session: null, terminalHasHistory: true };
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Abrir caja' });
    fireEvent.change(within(dialog).getByLabelText('Base inicial (pesos)'), { target: { value: '150.000,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
    await screen.findByRole('button', { name: /^Caja abierta/ });
    expect(calls.find((c) => c.path === '/cash-drawer/open')?.body).toEqual({ openingFloat: 150_000.5 });
  });
});
