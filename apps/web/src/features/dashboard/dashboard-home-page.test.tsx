import type { DashboardResponse, SessionUser } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUserProvider } from '../../lib/session-user';
import { DashboardHomePage } from './dashboard-home-page';

const admin: SessionUser = {
  username: 'admin',
  name: 'Ana Admin',
  role: 'admin',
  designation: null,
  photo: null,
  scope: '',
};

/** GET /dashboard answered by `respond`; any other call fails the test. */
function serve(respond: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      if (String(input) !== '/api/v1/dashboard') throw new Error(`unexpected call ${String(input)}`);
      return respond();
    }),
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/dashboard/home', element: <DashboardHomePage /> }], {
    initialEntries: ['/dashboard/home'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionUserProvider user={admin}>
        <RouterProvider router={router} />
      </SessionUserProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('dashboard home', () => {
  it('says "Please wait..." while loading, then the three counters at 0 on an empty day', async () => {
    let answer: (r: Response) => void = () => undefined;
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    const empty: DashboardResponse = {
      reservations: [],
      topSellingItems: [],
      ordersCount: 0,
      newCustomerCount: 0,
      repeatedCustomerCount: 0,
      currency: 'COP',
    };
    answer(Response.json(empty));
    for (const label of ['Pedidos', 'Nuevos clientes registrados', 'Clientes repetidos']) {
      const item = await screen.findByRole('listitem', { name: label });
      expect(within(item).getByTestId('counter-value')).toHaveTextContent(/^0$/);
    }
    expect(screen.getByText('No hay reservaciones para hoy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver informes' })).toHaveAttribute('href', '/dashboard/reports');
  });

  it('shows the spec failure text when the call fails', async () => {
    serve(() => Promise.resolve(Response.json({ message: 'boom' }, { status: 500 })));
    renderPage();
    expect(await screen.findByText('Error cargando datos del dashboard, intenta mas tarde!')).toBeInTheDocument();
  });

  it('lists reservations (name, phone, table, people) and top items with the currency symbol', async () => {
    const data: DashboardResponse = {
      reservations: [
        {
          id: 1,
          customer_id: '3001234567',
          customer_name: 'Luisa Martínez',
          date: '2026-03-14T01:00:00.000Z',
          table_id: 3,
          table_title: 'Mesa 3',
          floor: 'Primer piso',
          status: 'booked',
          notes: null,
          people_count: 4,
          unique_code: 'ABC123',
          created_at: '2026-03-13T12:00:00.000Z',
          updated_at: '2026-03-13T12:00:00.000Z',
        },
      ],
      topSellingItems: [
        { id: 9, title: 'Bandeja paisa', price: 34000, orders_count: 12 },
        { id: 4, title: 'Churrasco', price: 9000, orders_count: 7, price_from: 6000, price_to: 16000 },
      ],
      ordersCount: 31,
      newCustomerCount: 2,
      repeatedCustomerCount: 5,
      currency: 'COP',
    };
    serve(() => Promise.resolve(Response.json(data)));
    renderPage();
    const reservation = await screen.findByRole('listitem', { name: 'Luisa Martínez' });
    expect(reservation).toHaveTextContent('3001234567');
    expect(reservation).toHaveTextContent('Mesa 3');
    expect(reservation).toHaveTextContent('4 personas');
    const item = screen.getByRole('listitem', { name: 'Bandeja paisa' });
    expect(item).toHaveTextContent(/Bandeja paisaCol\$ 34\.00012 pedidos$/);
    // An item with variants shows where its variants start, not its own (never charged) price.
    const churrasco = screen.getByRole('listitem', { name: 'Churrasco' });
    expect(churrasco).toHaveTextContent('desde Col$ 6.000');
    expect(churrasco).not.toHaveTextContent('9.000');
    expect(item).toHaveTextContent('12 pedidos');
    expect(within(screen.getByRole('listitem', { name: 'Pedidos' })).getByTestId('counter-value')).toHaveTextContent(
      '31',
    );
  });
});
