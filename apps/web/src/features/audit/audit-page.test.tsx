import type { AuditEntry, AuditPage as AuditPageBody } from '@comandero/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '../../test/render-page';
import { AuditPage } from './audit-page';

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-24T15:30:00.000Z',
  user_id: 2,
  username: 'gerente',
  device_name: 'Chrome 131 en Android (Tableta)',
  terminal_id: '4a285c78-aaaa-bbbb',
  ip: '192.0.2.10',
  action: 'order.item_void',
  entity_type: 'order_item',
  entity_id: '31',
  before: { order_id: 12, item: 'Hamburguesa', quantity: 2, status: 'preparing' },
  after: { order_id: 12, item: 'Hamburguesa', quantity: 2, status: 'cancelled' },
  reason: 'Error al tomar la orden',
};

const body = (entries: AuditEntry[], totalCount = entries.length): AuditPageBody => ({
  entries,
  totalCount,
  pages: Math.ceil(totalCount / 25),
  page: 1,
  perPage: 25,
  from: '2026-11-24',
  to: '2026-11-24',
});

/** Answers GET /audit with `list` (or its status) and GET /audit/usernames with two names. */
function serve(list: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/audit/usernames')) return Response.json({ usernames: ['admin', 'gerente'] });
    return Response.json(list.body, { status: list.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderAt = (url: string) => renderPageAt(<AuditPage />, url);

afterEach(() => vi.unstubAllGlobals());

describe('AuditPage', () => {
  it('shows who did what from which device, the change field by field and the reason', async () => {
    serve({ status: 200, body: body([entry]) });
    renderAt('/dashboard/audit?type=today');
    const row = await screen.findByTestId('audit-entry');
    expect(row).toHaveTextContent('gerente');
    expect(row).toHaveTextContent('Chrome 131 en Android (Tableta)');
    expect(row).toHaveTextContent('Terminal 4a285c78 · 192.0.2.10');
    expect(row).toHaveTextContent('Anulación de producto');
    expect(row).toHaveTextContent('Línea #31');
    expect(within(row).getByText('En preparación')).toHaveClass('line-through');
    expect(within(row).getByText('Anulado')).toBeInTheDocument();
    expect(row).toHaveTextContent('Motivo: Error al tomar la orden');
    expect(screen.getByText('1 acción registrada')).toBeInTheDocument();
  });

  it('sends the user and action filters to the server and starts again from page 1', async () => {
    const fetchMock = serve({ status: 200, body: body([entry], 60) });
    const lastList = () =>
      fetchMock.mock.calls
        .map((c) => String(c[0]))
        .filter((u) => u.includes('/audit?'))
        .at(-1);
    renderAt('/dashboard/audit?type=today&page=2');
    await screen.findByTestId('audit-entry');
    expect(lastList()).toContain('page=2');
    await screen.findByRole('option', { name: 'gerente' });
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'gerente' } });
    fireEvent.change(screen.getByLabelText('Acción'), { target: { value: 'order.item_void' } });
    await vi.waitFor(() => {
      expect(lastList()).toContain('username=gerente');
      expect(lastList()).toContain('action=order.item_void');
      expect(lastList()).toContain('page=1');
    });
  });

  it('says so when nothing matches, and offers a retry when the log cannot be read', async () => {
    serve({ status: 200, body: body([]) });
    renderAt('/dashboard/audit?type=yesterday');
    expect(await screen.findByText('No hay acciones registradas con estos filtros.')).toBeInTheDocument();
    vi.unstubAllGlobals();

    serve({ status: 500, body: { message: 'Error interno' } });
    renderAt('/dashboard/audit?type=last_7days');
    expect(
      await screen.findByText('No se pudo cargar el registro de auditoría. Revise la conexión e intente de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
