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
let stations: { id: number; name: string }[];
let stationBoard: KitchenResponse;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  stations = [{ id: 0, name: 'Cocina general' }];
  stationBoard = [];
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
    if (path.startsWith('/kitchen?stationId=')) return reply(stationBoard);
    if (path === '/kitchen/stations') return reply(stations);
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

  it('adds up what is still to make on the screen, per item and variant', async () => {
    board[0].items.push(
      orderItem({ id: 20, order_id: 1, item_title: 'Bandeja paisa', quantity: 3, status: 'preparing' }),
      orderItem({ id: 21, order_id: 1, item_title: 'Bandeja paisa', quantity: 2, voided_at: minutesAgo(1) }),
    );
    renderPage();
    const panel = await screen.findByTestId('all-day-counts');
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('all-day-line')
          .map((l) => l.textContent),
      ).toEqual(['4 × Bandeja paisa', '1 × Ajiaco', '1 × Churrasco']),
    );
  });

  it('shows one station, kept on this device, and bumps only its lines there', async () => {
    stations = [{ id: 5, name: 'Parrilla' }, ...stations];
    stationBoard = [
      order({
        id: 7,
        token_no: 17,
        date: minutesAgo(1),
        items: [orderItem({ id: 30, order_id: 7, item_title: 'Churrasco', status: 'preparing', quantity: 8 })],
      }),
    ];
    const first = renderPage();
    const picker = await screen.findByLabelText('Estación');
    expect(picker).toHaveValue('all');
    fireEvent.change(picker, { target: { value: '5' } });
    await waitFor(() => expect(screen.getAllByTestId('kitchen-ticket')).toHaveLength(1));
    expect(within(screen.getByTestId('all-day-counts')).getByTestId('all-day-line')).toHaveTextContent('8 × Churrasco');
    first.unmount();

    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Estación')).toHaveValue('5'));
    fireEvent.click(await screen.findByRole('button', { name: 'Todo listo turno 17' }));
    await waitFor(() => expect(posts().map((c) => c.path)).toEqual(['/kitchen/order/7/bump?stationId=5']));
    expect(calls.some((c) => c.path === '/kitchen?stationId=5')).toBe(true);
  });

  it('keeps the last finished tickets and recalls any of them from the list', async () => {
    renderPage();
    const tickets = await screen.findAllByTestId('kitchen-ticket');
    fireEvent.click(within(tickets[1]).getByRole('button', { name: 'Todo listo turno 12' }));
    await screen.findByRole('button', { name: 'Devolver turno 12' });
    fireEvent.click(within(tickets[2]).getByRole('button', { name: 'Iniciar todo turno 13' }));
    // The stub answers every bump "completed": the second ticket counts as finished too.
    fireEvent.click(await screen.findByRole('button', { name: 'Despachadas (2)' }));
    const list = await screen.findByTestId('recent-bumped');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('#13'), expect.stringContaining('#12')]);
    fireEvent.click(within(list).getByRole('button', { name: 'Devolver a preparación turno 12' }));
    await waitFor(() => expect(posts().map((c) => c.path)).toContain('/kitchen/order/2/recall'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });
});
