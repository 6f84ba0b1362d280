import type { PrepTimesResponse, ReportResponse } from '@comandero/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '../../test/render-page';
import { ReportsPage } from './reports-page';

const report: ReportResponse = {
  ordersCount: 3,
  averageOrderValue: 40_000,
  totalCustomers: 2,
  newCustomers: 1,
  repeatedCustomers: 1,
  revenueTotal: 120_000,
  netRevenue: 100_840.34,
  taxTotal: 19_159.66,
  currency: 'COP',
  paidOrdersCount: 3,
  invoicesCount: 2,
  type: 'last_7days',
  from: '2026-11-18',
  to: '2026-11-24',
  revenuePerDay: ['18', '19', '20', '21', '22', '23', '24'].map((d) => ({
    day: `2026-11-${d}`,
    total: d === '24' ? 90_000 : d === '20' ? 30_000 : 0,
  })),
  revenuePerPaymentType: [
    { paymentTypeId: 1, title: 'Efectivo', total: 90_000 },
    { paymentTypeId: null, title: 'Sin especificar', total: 30_000 },
  ],
};

const noPrepTimes: PrepTimesResponse = {
  type: 'last_7days',
  from: '2026-11-18',
  to: '2026-11-24',
  perStation: [],
  perItem: [],
};

/** Answers `body` to GET /reports and `prep` to GET /reports/prep-times. */
function serve(status: number, body: unknown, prep: PrepTimesResponse = noPrepTimes) {
  const fetchMock = vi.fn(async (url: string) =>
    Response.json(String(url).includes('/prep-times') ? prep : body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderAt = (url: string) => renderPageAt(<ReportsPage />, url);

afterEach(() => vi.unstubAllGlobals());

describe('ReportsPage', () => {
  it('shows the cards with the currency symbol, the chart bars and the payment type shares', async () => {
    const fetchMock = serve(200, report);
    renderAt('/dashboard/reports?type=last_7days');
    const revenue = await screen.findByRole('listitem', { name: 'Ingresos totales' });
    expect(within(revenue).getByTestId('metric-value')).toHaveTextContent('Col$ 120.000');
    expect(within(screen.getByRole('listitem', { name: 'Pedidos' })).getByTestId('metric-value')).toHaveTextContent(
      '3',
    );
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/v1/reports?type=last_7days');

    const chart = screen.getByRole('img', { name: 'Ingresos por día' });
    expect(chart.querySelectorAll('[data-day]')).toHaveLength(7);
    // The best day is preselected, and the same figures are in a table for screen readers.
    expect(screen.getByTestId('chart-selected')).toHaveTextContent('Martes, 24 de noviembre: Col$ 90.000');
    expect(screen.getByRole('table', { name: 'Ingresos por día' })).toHaveTextContent('Col$ 30.000');
    expect(screen.getByRole('meter', { name: 'Efectivo: 75 %' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Mañana' })).toBeNull();
    // A server without the tip fields: no tips section.
    expect(screen.queryByTestId('tips-total')).toBeNull();
  });

  it('shows the tips total, the days with tips and the tips per waiter', async () => {
    serve(200, {
      ...report,
      tipsTotal: 12_500,
      tipsPerDay: report.revenuePerDay.map((d) => ({ day: d.day, total: d.day === '2026-11-24' ? 12_500 : 0 })),
      tipsPerUser: [
        { userId: 2, name: 'Mesero Uno', total: 10_000 },
        { userId: null, name: 'Sin usuario', total: 2_500 },
      ],
    } satisfies ReportResponse);
    renderAt('/dashboard/reports?type=last_7days');
    expect(await screen.findByTestId('tips-total')).toHaveTextContent('Col$ 12.500');
    expect(screen.getAllByTestId('tips-day')).toHaveLength(1);
    expect(screen.getByTestId('tips-day')).toHaveTextContent('Col$ 12.500');
    const waiters = within(screen.getByRole('region', { name: 'Por mesero' }));
    expect(waiters.getByRole('listitem', { name: 'Mesero Uno' })).toHaveTextContent('Col$ 10.000');
    expect(waiters.getByRole('listitem', { name: 'Sin usuario' })).toHaveTextContent('Col$ 2.500');
  });

  it('shows the preparation times per station and per item, per day (issue 21)', async () => {
    const fetchMock = serve(200, report, {
      ...noPrepTimes,
      perStation: [
        { day: '2026-11-24', stationId: 1, stationName: 'Parrilla', count: 2, avgSeconds: 780, p90Seconds: 1200 },
        { day: '2026-11-24', stationId: null, stationName: 'Cocina general', count: 1, avgSeconds: 65, p90Seconds: 65 },
      ],
      perItem: [{ day: '2026-11-24', itemTitle: 'Bandeja paisa', count: 2, avgSeconds: 780, p90Seconds: 1200 }],
    });
    renderAt('/dashboard/reports?type=last_7days');
    const rows = await screen.findAllByTestId('prep-station-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Parrilla2 ?13:00 min20:00 min$/),
      expect.stringMatching(/Cocina general1 ?1:05 min1:05 min$/),
    ]);
    expect(screen.getByTestId('prep-item-row')).toHaveTextContent('Bandeja paisa');
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/v1/reports/prep-times?type=last_7days');
  });

  it('says the spec failure text when the report cannot load', async () => {
    serve(500, { message: 'boom' });
    renderAt('/dashboard/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar los datos de los informes, intente mas tarde!',
    );
  });

  it('does not ask for a custom range that ends before it starts', async () => {
    const fetchMock = serve(200, report);
    renderAt('/dashboard/reports?type=custom&from=2026-11-20&to=2026-11-10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha final debe ser igual o posterior a la inicial.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
