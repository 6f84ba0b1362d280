import type { FloorTable, OrdersResponse } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { group, order, orderItem, ordersInit } from '../../test/orders-fixtures';

vi.mock('../../lib/socket', () => ({
  useSocketEvent: () => undefined,
  useSocketConnect: () => undefined,
  useSocketStatus: () => 'online',
  emitWhenConnected: () => undefined,
}));

const { OrdersPage } = await import('./orders-page');

type Call = { method: string; path: string; body: unknown };
let calls: Call[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const mesa3 = group([
  order({
    id: 22,
    items: [
      orderItem({ id: 6, order_id: 22, item_title: 'Limonada' }),
      orderItem({ id: 7, order_id: 22, item_title: 'Churrasco', status: 'preparing' }),
      orderItem({
        id: 8,
        order_id: 22,
        item_title: 'Sopa',
        status: 'cancelled',
        voided_at: '2025-03-10T15:00:00.000Z',
        void_reason: 'Producto agotado',
        void_acknowledged_at: null,
      }),
    ],
  }),
]);
const mesa5 = group([order({ id: 30, table_id: 5, table_title: 'Mesa 5' })]);
const answer: OrdersResponse = [mesa3, mesa5];
const table = (id: number, title: string, open: number): FloorTable => ({
  id,
  table_title: title,
  floor: 'Salón',
  seating_capacity: 4,
  open_orders: open,
});
const tables = [table(3, 'Mesa 3', 1), table(4, 'Mesa 4', 0), table(5, 'Mesa 5', 1), table(6, 'Mesa 6', 0)];

beforeEach(() => {
  calls = [];
  localStorage.clear();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/v1', '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(init.body as string) : undefined });
    if (path === '/orders') return json(answer);
    if (path === '/orders/init') return json(ordersInit);
    if (path === '/orders/void-reasons') return json({ reasons: [{ id: 1, title: 'Error al tomar la orden' }] });
    if (path === '/orders/tables') return json({ tables });
    return json({ message: 'ok' });
  });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OrdersPage />
    </QueryClientProvider>,
  );
}

const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('orders screen, running a shift', () => {
  it('voids an item with a typed reason; choosing Cancelado in the status asks for the reason too', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Anular Limonada' }));
    let dialog = await screen.findByRole('dialog', { name: 'Anular ítem' });
    expect(dialog).toHaveTextContent('1× Limonada');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Otro motivo' }));
    fireEvent.change(within(dialog).getByLabelText('Escriba el motivo'), { target: { value: '  Mesa equivocada ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular ítem' }));
    await waitFor(() => expect(posts('/orders/items/6/void')).toHaveLength(1));
    expect(posts('/orders/items/6/void')[0].body).toEqual({ reason: 'Mesa equivocada' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.change(screen.getByRole('combobox', { name: 'Estado de Limonada' }), { target: { value: 'cancelled' } });
    dialog = await screen.findByRole('dialog', { name: 'Anular ítem' });
    expect(posts('/orders/update-status/6')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a started item asks a waiter without ORDERS for a manager; a voided one shows why and has no Anular', async () => {
    localStorage.setItem(
      'comandero.user',
      JSON.stringify({
        username: 'mesero',
        name: 'Mesero',
        role: 'staff',
        designation: null,
        photo: null,
        scope: 'POS',
      }),
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'Mesa 3' });
    fireEvent.click(within(card).getByRole('button', { name: 'Anular Churrasco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular ítem' });
    expect(dialog).toHaveTextContent('solo un administrador o alguien con el permiso ORDERS puede anularlo');
    expect(within(dialog).getByRole('button', { name: 'Anular ítem' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    localStorage.setItem('comandero.user', localStorage.getItem('comandero.user')!.replace('"POS"', '"POS,ORDERS"'));
    fireEvent.click(within(card).getByRole('button', { name: 'Anular Churrasco' }));
    const manager = await screen.findByRole('dialog', { name: 'Anular ítem' });
    expect(manager).toHaveTextContent('queda registrado quién lo anuló y por qué');
    expect(within(manager).getByRole('button', { name: 'Anular ítem' })).toBeEnabled();
    fireEvent.click(within(manager).getByRole('button', { name: 'Volver' }));
    const sopa = screen.getByRole('listitem', { name: 'Sopa' });
    expect(within(sopa).getByTestId('void-note')).toHaveTextContent('Anulado: Producto agotado');
    expect(screen.queryByRole('button', { name: 'Anular Sopa' })).not.toBeInTheDocument();
  });

  it('moves a table to a free one and joins it to a busy one, each after a confirmation', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Mesa 3' });
    fireEvent.click(within(card).getByRole('button', { name: 'Mover mesa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mover mesa' });
    const free = await within(dialog).findAllByRole('radio');
    expect(free.map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Mesa 4'),
      expect.stringContaining('Mesa 6'),
    ]);
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    fireEvent.click(free[1]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByTestId('move-confirmation')).toHaveTextContent(
      '¿Mover la orden abierta de Mesa 3 a Mesa 6?',
    );
    expect(posts('/orders/transfer')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, mover' }));
    await waitFor(() => expect(posts('/orders/transfer')).toHaveLength(1));
    expect(posts('/orders/transfer')[0].body).toEqual({ fromTableId: 3, toTableId: 6 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(card).getByRole('button', { name: 'Unir mesas' }));
    dialog = await screen.findByRole('dialog', { name: 'Unir mesas' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Mesa 5/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(dialog).toHaveTextContent('¿Unir Mesa 3 con Mesa 5?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, unir' }));
    await waitFor(() => expect(posts('/orders/merge-tables')).toHaveLength(1));
    expect(posts('/orders/merge-tables')[0].body).toEqual({ fromTableId: 3, toTableId: 5 });
  });
});
