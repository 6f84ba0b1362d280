import type { BillSplitView, BillView, OrdersInitResponse } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { splitKey } from './bills-api';
import { PayBillDialog } from './pay-bill-dialog';

vi.mock('../../lib/socket', () => ({ emitWhenConnected: () => undefined }));

const bill = {
  id: 7,
  label: 'Cuenta 1 de 2',
  status: 'open',
  lines: [],
  itemsTotal: 34_000,
  discountTotal: 0,
  billDiscount: null,
  taxes: [],
  total: 34_000,
  suggestedTip: 0,
  tip: 0,
  due: 34_000,
} as unknown as BillView;

const init = {
  storeSettings: { currency: 'COP' },
  paymentTypes: [
    { id: 1, title: 'Efectivo' },
    { id: 2, title: 'Caja menor' },
  ],
} as unknown as OrdersInitResponse;

function renderDialog(split: Partial<BillSplitView>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(splitKey(3), { id: 1, tableId: 3, bills: [bill], ...split });
  render(
    <QueryClientProvider client={client}>
      <PayBillDialog tableId={3} bill={bill} init={init} onClose={() => undefined} onPrint={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('pay bill dialog', () => {
  it('goes straight to the payments where the store does not ask for a tip, with cash by the server ids', () => {
    renderDialog({ askTip: false, tipPercent: 10, cashPaymentTypeIds: [2] });
    expect(screen.queryByTestId('tip-step')).toBeNull();
    expect(screen.getByTestId('payments-step')).toBeInTheDocument();
    // "Efectivo" by title is not cash once the server says which types are.
    expect(screen.queryByLabelText('Efectivo recibido 1')).toBeNull();
    fireEvent.change(screen.getByLabelText('Tipo de pago 1'), { target: { value: '2' } });
    expect(screen.getByLabelText('Efectivo recibido 1')).toBeInTheDocument();
  });

  it('without server ids a type is cash by its title', () => {
    renderDialog({ askTip: false });
    expect(screen.getByLabelText('Efectivo recibido 1')).toBeInTheDocument();
  });

  it('asks for the tip first, with the store percent', () => {
    renderDialog({ askTip: true, tipPercent: 15 });
    expect(screen.getByTestId('tip-step')).toHaveTextContent('15 % antes de impuestos');
    expect(screen.queryByTestId('payments-step')).toBeNull();
  });
});
