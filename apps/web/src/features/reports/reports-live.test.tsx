import type { PrepTimesResponse, ReportResponse } from '@comandero/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '../../test/render-page';

/** The socket's handlers by event, so the test can deliver an event as the server would. */
const handlers = new Map<string, () => void>();
vi.mock('../../lib/socket', () => ({
  useSocketEvent: (event: string, handler: () => void) => handlers.set(event, handler),
  useSocketConnect: () => undefined,
  useSocketStatus: () => 'online',
  emitWhenConnected: () => undefined,
}));

const { ReportsPage } = await import('./reports-page');

const figures = (revenueTotal: number): ReportResponse => ({
  ordersCount: 1,
  averageOrderValue: revenueTotal,
  totalCustomers: 0,
  newCustomers: 0,
  repeatedCustomers: 0,
  revenueTotal,
  netRevenue: revenueTotal,
  taxTotal: 0,
  currency: 'COP',
  paidOrdersCount: 1,
  invoicesCount: 1,
  type: 'today',
  from: '2026-11-24',
  to: '2026-11-24',
  revenuePerDay: [{ day: '2026-11-24', total: revenueTotal }],
  revenuePerPaymentType: [{ paymentTypeId: 1, title: 'Efectivo', total: revenueTotal }],
});
const noPrepTimes: PrepTimesResponse = {
  type: 'today',
  from: '2026-11-24',
  to: '2026-11-24',
  perStation: [],
  perItem: [],
};

afterEach(() => {
  handlers.clear();
  vi.unstubAllGlobals();
});

describe('ReportsPage, live', () => {
  it('reads the figures again when a sale is annulled on another screen', async () => {
    let revenue = 120_000;
    const fetchMock = vi.fn(async (url: string) =>
      Response.json(String(url).includes('/prep-times') ? noPrepTimes : figures(revenue)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPageAt(<ReportsPage />, '/dashboard/reports?type=today');
    const card = await screen.findByRole('listitem', { name: 'Ingresos totales' });
    expect(within(card).getByTestId('metric-value')).toHaveTextContent('Col$ 120.000');

    revenue = 80_000;
    handlers.get('invoice_voided')?.();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Ingresos totales' })).getByTestId('metric-value'),
      ).toHaveTextContent('Col$ 80.000'),
    );
  });
});
