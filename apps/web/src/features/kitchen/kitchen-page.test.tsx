import type { KitchenResponse } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { order, orderItem } from '../../test/orders-fixtures';

vi.mock('../../lib/socket', () => ({
  useSocketEvent: () => undefined,
  useSocketConnect: () => undefined,
  useSocketStatus: () => 'online',
  emitWhenConnected: () => undefined,
}));

const { KitchenPage } = await import('./kitchen-page');

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000).toISOString();

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let board: KitchenResponse;
let setting: { warnMinutes: number; lateMinutes: number };

beforeEach(() => {
  calls = [];
  setting = { warnMinutes: 10, lateMinutes: 20 };
  board = [
    order({
      id: 1,
      token_no: 11,
      date: minutesAgo(3),
      items: [
        orderItem({ id: 1, order_id: 1, item_title: 'Churrasco', status: 'created', notes: 'Sin sal' }),
        orderItem({ id: 2, order_id: 1, item_title: 'Limonada', status: 'completed' }),
      ],
    }),
    order({
      id: 2,
      token_no: 12,
      date: minutesAgo(12),
      table_id: null,
      table_title: null,
      delivery_type: 'takeaway',
      items: [orderItem({ id: 3, order_id: 2, item_title: 'Ajiaco', status: 'preparing' })],
    }),
    order({
      id: 3,
      token_no: 13,
      date: minutesAgo(25),
      items: [orderItem({ id: 4, order_id: 3, item_title: 'Bandeja paisa' })],
    }),
  ];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/v1', '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(init.body as string) : undefined });
    const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (path === '/kitchen') return reply(board);
    if (path === '/settings/kitchen-setting') return reply(setting);
    if (path.endsWith('/bump')) return reply({ message: '¡Orden avanzada!', status: 'completed', itemIds: [3] });
    return reply({ message: 'ok', itemIds: [] });
  });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitchenPage />
    </QueryClientProvider>,
  );
}

const posts = () => calls.filter((c) => c.method === 'POST');

describe('kitchen screen', () => {
  it('colours tickets by waiting time and names the table or the service', async () => {
    renderPage();
    const tickets = await screen.findAllByTestId('kitchen-ticket');
    expect(tickets.map((t) => t.dataset.age)).toEqual(['fresh', 'amber', 'red']);
    expect(tickets[1]).toHaveTextContent('Para llevar');
    expect(tickets[1]).toHaveTextContent('12 min');
    expect(tickets[0]).toHaveTextContent('Sin sal');
  });

  it('takes the amber and red minutes from the store settings', async () => {
    setting = { warnMinutes: 2, lateMinutes: 30 };
    renderPage();
    await waitFor(async () =>
      expect((await screen.findAllByTestId('kitchen-ticket')).map((t) => t.dataset.age)).toEqual([
        'amber',
        'amber',
        'amber',
      ]),
    );
  });

  it('starts a created item and finishes a preparing one with a tap; finished items cannot be tapped', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar Churrasco' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marcar listo Ajiaco' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()).toEqual([
      { method: 'POST', path: '/kitchen/1', body: { status: 'preparing' } },
      { method: 'POST', path: '/kitchen/3', body: { status: 'completed' } },
    ]);
    expect(screen.queryByRole('button', { name: /Limonada/ })).not.toBeInTheDocument();
  });

  it('bumps a whole order and offers to recall it', async () => {
    renderPage();
    const ticket = (await screen.findAllByTestId('kitchen-ticket'))[1];
    fireEvent.click(within(ticket).getByRole('button', { name: 'Todo listo turno 12' }));
    const recall = await screen.findByRole('button', { name: 'Devolver turno 12' });
    fireEvent.click(recall);
    await waitFor(() =>
      expect(posts().map((c) => c.path)).toEqual(['/kitchen/order/2/bump', '/kitchen/order/2/recall']),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Devolver turno 12' })).not.toBeInTheDocument());
  });

  it('shows a voided item struck through with its reason until Visto, hides a seen one, and offers no bump for a void alone', async () => {
    const voided = { voided_at: minutesAgo(1), void_acknowledged_at: null };
    board = [
      order({
        id: 4,
        token_no: 14,
        date: minutesAgo(2),
        items: [
          orderItem({
            id: 9,
            order_id: 4,
            item_title: 'Sancocho',
            status: 'cancelled',
            ...voided,
            void_reason: 'Error',
          }),
          orderItem({
            id: 10,
            order_id: 4,
            item_title: 'Arepa',
            status: 'cancelled',
            ...voided,
            void_reason: null,
            void_acknowledged_at: minutesAgo(1),
          }),
          orderItem({ id: 11, order_id: 4, item_title: 'Jugo', status: 'completed' }),
        ],
      }),
    ];
    renderPage();
    const [ticket] = await screen.findAllByTestId('kitchen-ticket');
    const row = within(ticket)
      .getAllByTestId('kitchen-item')
      .find((r) => r.dataset.voided === 'true')!;
    expect(row).toHaveTextContent('Sancocho');
    expect(row).toHaveTextContent('Anulado');
    expect(row).toHaveTextContent('Motivo: Error');
    expect(ticket).not.toHaveTextContent('Arepa');
    expect(within(ticket).queryByRole('button', { name: /Todo listo|Iniciar todo/ })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Visto: Sancocho anulado' }));
    await waitFor(() =>
      expect(posts()).toEqual([{ method: 'POST', path: '/kitchen/items/9/ack-void', body: undefined }]),
    );
  });
});
