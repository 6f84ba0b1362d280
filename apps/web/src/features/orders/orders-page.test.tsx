import type { OrderPaymentSummaryWithQuote, OrdersResponse } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Sound from '../../lib/sound';
import { group, order, orderItem, ordersInit } from '../../test/orders-fixtures';

type SoundModule = typeof Sound;

// The live channel, replaced so the test can push events and see what the screen emits.
const live = vi.hoisted(() => ({
  handlers: new Map<string, () => void>(),
  emitted: [] as unknown[][],
  chimes: 0,
}));
vi.mock('../../lib/socket', () => ({
  useSocketEvent: (event: string, fn: () => void) => live.handlers.set(event, fn),
  useSocketConnect: (fn: () => void) => live.handlers.set('connect', fn),
  useSocketStatus: () => 'online',
  emitWhenConnected: (...args: unknown[]) => live.emitted.push(args),
}));
vi.mock('../../lib/sound', async (importOriginal) => ({
  ...(await importOriginal<SoundModule>()),
  playNewOrderChime: () => {
    live.chimes += 1;
    return true;
  },
}));

const { OrdersPage } = await import('./orders-page');
const { sentenceCase } = await import('./courses-text');

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let ordersAnswer: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const paid = order({ id: 21, token_no: 3, payment_status: 'paid', items: [orderItem({ id: 5, order_id: 21 })] });
const open = order({
  id: 22,
  token_no: 4,
  items: [orderItem({ id: 6, order_id: 22, item_title: 'Limonada', status: 'preparing' })],
});
const table: OrdersResponse = [group([paid, open])];
const summary: OrderPaymentSummaryWithQuote = {
  subtotal: 37_815.13,
  taxTotal: 7_184.87,
  total: 45_000,
  itemsTotal: 45_000,
  orders: [open],
  quote: {
    itemsTotal: 45_000,
    discountTotal: 0,
    billDiscount: null,
    netTotal: 37_815.13,
    taxTotal: 7_184.87,
    total: 45_000,
    taxes: [{ title: 'IVA', rate: 19, type: 'inclusive', label: 'IVA 19 % incluido', amount: 7_184.87 }],
    suggestedTip: 3_800,
    tip: 0,
    due: 45_000,
    tipPercent: 10,
    askTip: true,
    tipRoundTo: 100,
    cashPaymentTypeIds: [1],
  },
};

beforeEach(() => {
  calls = [];
  live.emitted.length = 0;
  live.chimes = 0;
  ordersAnswer = () => json(table);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/v1', '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(init.body as string) : undefined });
    if (path === '/orders') return ordersAnswer();
    if (path === '/orders/init') return json(ordersInit);
    if (path === '/orders/void-reasons') return json({ reasons: [{ id: 1, title: 'El cliente se fue' }] });
    if (path === '/orders/complete-order-payment-summary') return json(summary);
    if (path === '/orders/complete-and-pay-order')
      return json({
        message: '¡Órdenes pagadas y completadas!',
        invoiceId: 9,
        total: 45_000,
        tip: 3_800,
        due: 48_800,
        change: 1_200,
      });
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
const orderGets = () => calls.filter((c) => c.method === 'GET' && c.path === '/orders').length;

describe('orders screen', () => {
  it('cancels only the unpaid orders, after the spec confirmation and a reason, and tells the other screens', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Mesa 3' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure, you are cancelling the order! This process is not reversible.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Elija o escriba el motivo.');
    expect(posts('/orders/cancel')).toHaveLength(0);
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'El cliente se fue' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(posts('/orders/cancel')).toHaveLength(1));
    expect(posts('/orders/cancel')[0].body).toEqual({ orderIds: [22], reason: 'El cliente se fue' });
    await waitFor(() => expect(live.emitted).toEqual([['order_update_backend', { orderIds: [22] }]]));
  });

  it('asks for the tip, takes cash with change, pays with the summary figures, then completes the paid one', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Mesa 3' });
    fireEvent.click(within(card).getByRole('button', { name: 'Pagar y completar' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('payment-summary');
    expect(posts('/orders/complete-order-payment-summary')[0].body).toEqual({ orderIds: [22] });
    expect(within(dialog).getByTestId('payment-summary')).toHaveTextContent(/Col\$ 45\.000/);
    // Ley 1935 de 2018: the voluntary tip comes first, the rounded suggestion filled in.
    expect(within(dialog).getByTestId('tip-notice')).toHaveTextContent('La propina es voluntaria');
    expect((within(dialog).getByLabelText('Propina (pesos)') as HTMLInputElement).value).toMatch(/^3\.800(,00)?$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar al pago' }));
    fireEvent.change(within(dialog).getByLabelText('Efectivo recibido 1'), { target: { value: '50.000' } });
    expect(within(dialog).getByTestId('payment-change')).toHaveTextContent(/Cambio: Col\$ 1\.200/);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Cobrar y completar/ }));
    await waitFor(() => expect(posts('/orders/complete')).toHaveLength(1));
    expect(posts('/orders/complete-and-pay-order')[0].body).toEqual({
      orderIds: [22],
      subTotal: 37_815.13,
      taxTotal: 7_184.87,
      total: 45_000,
      paymentTypeId: null,
      tableId: 3,
      tip: 3_800,
      confirmAboveSuggested: false,
      discount: null,
      payments: [{ paymentTypeId: 1, amount: 48_800, tendered: 50_000 }],
    });
    expect(posts('/orders/complete')[0].body).toEqual({ orderIds: [21] });
    const done = await screen.findByTestId('orders-paid');
    expect(done).toHaveTextContent(/Cambio a entregar: Col\$ 1\.200/);
    fireEvent.click(within(done).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sets an item status and refetches on new_order (with the chime), order_update and a reconnect', async () => {
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Estado de Limonada' });
    fireEvent.change(select, { target: { value: 'delivered' } });
    await waitFor(() => expect(posts('/orders/update-status/6')).toHaveLength(1));
    expect(posts('/orders/update-status/6')[0].body).toEqual({ status: 'delivered' });

    for (const event of ['new_order', 'order_update', 'connect']) {
      const before = orderGets();
      act(() => live.handlers.get(event)?.());
      await waitFor(() => expect(orderGets()).toBe(before + 1));
    }
    expect(live.chimes).toBe(1);
  });

  it('shows a held course and fires it with one tap (issue 21); the fired course shows as sent', async () => {
    const course = (over: object) => orderItem({ order_id: 23, course_id: 2, course_title: 'Plato fuerte', ...over });
    const withMain = (held: boolean) =>
      order({
        id: 23,
        token_no: 5,
        items: [
          orderItem({ id: 7, order_id: 23, item_title: 'Sopa', course_id: 1, course_title: 'Entrada', held: false }),
          course({ id: 8, item_title: 'Churrasco', held, fired_at: held ? null : '2026-11-27T15:00:00.000Z' }),
          course({ id: 9, item_title: 'Agua', held, fired_at: null, status: 'cancelled' }),
        ],
      });
    ordersAnswer = () => json([group([withMain(posts('/orders/23/fire-course').length === 0)])]);
    renderPage();
    const held = await screen.findByTestId('held-courses');
    expect(held).toHaveTextContent('En espera: Plato fuerte');
    const fire = within(held).getByRole('button', { name: 'Marchar plato fuerte de la orden #23' });
    expect(fire).toHaveTextContent('Marchar plato fuerte');
    expect(within(screen.getByRole('listitem', { name: 'Churrasco' })).getByText('En espera')).toBeVisible();
    fireEvent.click(fire);
    await waitFor(() => expect(posts('/orders/23/fire-course')).toHaveLength(1));
    expect(posts('/orders/23/fire-course')[0].body).toEqual({ courseId: 2 });
    await waitFor(() => expect(screen.queryByTestId('held-courses')).not.toBeInTheDocument());
    expect(live.emitted).toEqual([['order_update_backend', { orderIds: [23] }]]);
    expect(within(screen.getByRole('listitem', { name: 'Churrasco' })).queryByText('En espera')).toBeNull();
    expect(sentenceCase('Plato fuerte')).toBe('plato fuerte');
    expect(sentenceCase('BBQ de la casa')).toBe('BBQ de la casa');
  });

  it('shows the spec load error, and the empty state in Spanish', async () => {
    ordersAnswer = () => json({ message: 'boom' }, 500);
    const { unmount } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando las ordenes! Intente mas tarde!');
    unmount();
    ordersAnswer = () => json([]);
    renderPage();
    expect(
      await screen.findByText('No hay órdenes abiertas. Las nuevas órdenes del POS aparecerán aquí.'),
    ).toBeVisible();
  });
});
