import type { BillSplitView } from '@comandero/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/test-harness';
import { OutsideOrders } from './outside-orders';

vi.mock('../../lib/socket', () => ({ emitWhenConnected: () => undefined }));

const bill = (id: number, n: number, status: 'open' | 'paid', total: number) => ({
  id,
  label: `Cuenta ${n} de 3`,
  partIndex: n,
  status,
  total,
});

const split = {
  id: 4,
  tableId: 3,
  orderIds: [10, 11],
  bills: [bill(21, 1, 'paid', 30_000), bill(23, 3, 'open', 40_000)],
  outsideOrders: [
    { id: 15, tokenNo: 8, date: '2025-06-01T15:00:00Z', total: 27_800, lines: [{ title: 'Agua', quantity: 2 }] },
    { id: 16, tokenNo: 9, date: '2025-06-01T15:05:00Z', total: 9_000, lines: [{ title: 'Limonada', quantity: 1 }] },
  ],
} as unknown as BillSplitView;

describe('orders outside a split', () => {
  it('are listed apart with how to settle them, and go to the unpaid bill chosen', async () => {
    const api = fakeApi([
      { method: 'POST', path: '/orders/bills/23/add-orders', body: { message: '¡Órdenes agregadas a la cuenta!' } },
    ]);
    renderAt(<OutsideOrders split={split} currency="COP" />);
    const section = screen.getByRole('region', { name: 'Fuera de la división' });
    expect(within(section).getAllByTestId('outside-order')).toHaveLength(2);
    expect(within(section).getByText(/cóbrelas con «Pagar y completar»/)).toBeInTheDocument();
    expect(within(section).getByLabelText('Orden #15 · Turno 8')).toHaveTextContent('2 × Agua');

    fireEvent.click(within(section).getByRole('button', { name: 'Agregar la orden #15 a una cuenta' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar la orden #15' });
    // Only unpaid bills can take it.
    expect(within(dialog).queryByRole('button', { name: 'Agregar a Cuenta 1 de 3' })).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar a Cuenta 3 de 3' })));
    expect(await screen.findByText('¡Órdenes agregadas a la cuenta!')).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: '/orders/bills/23/add-orders', body: { orderIds: [15] } }]);
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('adds every outside order at once when there are several', async () => {
    const api = fakeApi([{ method: 'POST', path: '/orders/bills/23/add-orders', body: { message: 'ok' } }]);
    renderAt(<OutsideOrders split={split} currency="COP" />);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar todas a una cuenta' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar 2 órdenes' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar a Cuenta 3 de 3' })));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ orderIds: [15, 16] });
  });

  it('shows nothing when every order is in the split', () => {
    renderAt(<OutsideOrders split={{ ...split, outsideOrders: [] }} currency="COP" />);
    expect(screen.queryByRole('region', { name: 'Fuera de la división' })).toBeNull();
  });
});
