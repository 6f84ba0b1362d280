import { INVOICE_VOID_MESSAGES, type InvoiceDetail, type SessionUser } from '@comandero/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionUserProvider } from '../../lib/session-user';
import { fakeApi, renderAt } from '../../test/test-harness';
import { useInvoiceDetail } from './invoices-api';
import { VoidSalePanel } from './void-sale-panel';

const user = (scope: string, role = 'staff'): SessionUser => ({
  username: 'u',
  name: 'Usuario',
  role,
  designation: null,
  photo: null,
  scope,
});

const detail: InvoiceDetail = {
  invoiceId: 7,
  itemsTotal: 30_000,
  discountTotal: 0,
  netTotal: 30_000,
  taxTotal: 0,
  total: 30_000,
  tip: 0,
  due: 30_000,
  taxes: [],
  payments: [],
  bill: null,
  refund: { total: 30_000, cash: 12_000 },
};

const show = (who: SessionUser, d: InvoiceDetail = detail) =>
  renderAt(
    <SessionUserProvider user={who}>
      <VoidSalePanel detail={d} currency="COP" />
    </SessionUserProvider>,
    '/dashboard/invoices',
  );

describe('Anular venta on the invoice detail', () => {
  it('is hidden from a user who may see invoices but not annul them', () => {
    fakeApi([]);
    show(user('INVOICES,POS'));
    expect(screen.queryByRole('button', { name: /Anular/ })).toBeNull();
  });

  it('asks for a reason, shows the refund and the server refusal in Spanish', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/orders/void-reasons', body: { reasons: [{ id: 1, title: 'Error de cobro' }] } },
      { method: 'POST', path: '/invoices/7/void', status: 409, body: { message: INVOICE_VOID_MESSAGES.alreadyVoided } },
    ]);
    show(user('INVOICES,ORDERS'));
    fireEvent.click(screen.getByRole('button', { name: 'Anular la venta de la factura 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular venta #7' });
    expect(within(dialog).getByTestId('void-refund')).toHaveTextContent(/Total a devolver.*30\.000/);
    expect(within(dialog).getByTestId('void-refund')).toHaveTextContent(/Efectivo a sacar de la caja.*12\.000/);
    expect(within(dialog).getByTestId('void-refund')).toHaveTextContent(/Por otros medios.*18\.000/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular venta' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elija o escriba el motivo.');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(await within(dialog).findByText('Error de cobro'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular venta' }));
    expect(await within(dialog).findByText(INVOICE_VOID_MESSAGES.alreadyVoided)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/invoices/7/void', body: { reason: 'Error de cobro' } },
    ]);
  });

  // The server's push (invoice_voided) can come before the answer: Facturas reads the sale back "Anulada",
  // which takes the dialog away while it still waits. The confirmation must not depend on the dialog.
  it('confirms the annulment even when the sale is read back annulled before the answer arrives', async () => {
    let annulled = false;
    let queryClient: QueryClient | undefined;
    const api = fakeApi([
      { method: 'GET', path: '/orders/void-reasons', body: { reasons: [{ id: 1, title: 'Error de cobro' }] } },
      {
        method: 'GET',
        path: '/invoices/7/detail',
        get body() {
          return annulled
            ? { ...detail, voided_at: '2026-11-27T15:00:00.000Z', void_reason: 'Error de cobro' }
            : detail;
        },
      },
      {
        method: 'POST',
        path: '/invoices/7/void',
        get body() {
          annulled = true;
          // As the push would: the sale is read again, and the answer comes only once it shows "Anulada".
          void queryClient?.invalidateQueries();
          return screen.findByTestId('void-reason').then(() => ({ message: '¡Venta anulada!' }));
        },
      },
    ]);
    const Live = () => {
      queryClient = useQueryClient();
      const read = useInvoiceDetail(7);
      return read.data ? <VoidSalePanel detail={read.data} currency="COP" /> : null;
    };
    renderAt(
      <SessionUserProvider user={user('INVOICES,ORDERS')}>
        <Live />
      </SessionUserProvider>,
      '/dashboard/invoices',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Anular la venta de la factura 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular venta #7' });
    fireEvent.click(await within(dialog).findByText('Error de cobro'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular venta' }));
    expect(await screen.findByText('¡Venta anulada!')).toBeInTheDocument();
    expect(await screen.findByTestId('void-reason')).toHaveTextContent('Motivo: Error de cobro');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows an annulled invoice as "Anulada" with its reason and no button', () => {
    fakeApi([]);
    show(user('', 'admin'), {
      ...detail,
      voided_at: '2026-11-27T15:00:00.000Z',
      void_reason: 'Cliente devolvió el pedido',
      voided_by: 'Ana',
    });
    expect(screen.getByText('Anulada')).toBeInTheDocument();
    expect(screen.getByTestId('void-reason')).toHaveTextContent('Motivo: Cliente devolvió el pedido');
    expect(screen.queryByRole('button', { name: /Anular/ })).toBeNull();
  });
});
