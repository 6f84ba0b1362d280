import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/test-harness';
import { OrderTicketsAction } from './order-tickets';

const printers = {
  printers: [
    { printerId: 1, name: 'Parrilla', reachable: true, lastError: null, lastAttemptAt: null, waiting: 0, held: 0 },
  ],
  unassignedHeld: 0,
};
const job = (over: object) => ({
  id: 7,
  kind: 'order',
  label: 'Comanda',
  status: 'done',
  targetLabel: 'Cocina caliente',
  printerName: 'Parrilla',
  createdAt: '2026-11-27T17:00:00.000Z',
  printedAt: '2026-11-27T17:00:01.000Z',
  ...over,
});

describe("the orders screen's reprint of an order's tickets", { timeout: 15_000 }, () => {
  it('is not there for a store without network printers', async () => {
    const api = fakeApi([{ method: 'GET', path: '/printing/status', body: { printers: [], unassignedHeld: 0 } }]);
    renderAt(<OrderTicketsAction orderIds={[3]} title="Mesa 1" />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("lists each order's tickets and reprints one, with the server's answer as a toast", async () => {
    const api = fakeApi([
      { method: 'GET', path: '/printing/status', body: printers },
      {
        method: 'GET',
        path: '/printing/order-jobs/3',
        body: [job({}), job({ id: 9, kind: 'void', label: 'Anulado', status: 'held', printerName: null })],
      },
      { method: 'GET', path: '/printing/order-jobs/4', body: [] },
      { method: 'POST', path: '/printing/jobs/7/reprint', body: { message: '¡Reimpresión enviada a la cola!' } },
      { method: 'POST', path: '/printing/jobs/9/reprint', status: 404, body: { message: 'No encontrado' } },
    ]);
    renderAt(<OrderTicketsAction orderIds={[3, 4]} title="Mesa 1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reimprimir' }));
    const dialog = screen.getByRole('dialog', { name: 'Reimprimir tiquetes · Mesa 1' });
    const comanda = await within(dialog).findByRole('listitem', { name: 'Comanda · Cocina caliente' });
    expect(comanda).toHaveTextContent('Parrilla');
    expect(comanda).toHaveTextContent('Impreso');
    expect(within(dialog).getByRole('listitem', { name: 'Anulado · Cocina caliente' })).toHaveTextContent('Retenido');
    expect(await within(dialog).findByText('Esta orden aún no tiene tiquetes impresos.')).toBeInTheDocument();

    fireEvent.click(within(comanda).getByRole('button', { name: /^Reimprimir/ }));
    expect(await screen.findByText('¡Reimpresión enviada a la cola!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/printing/jobs/7/reprint']);
    // The list is read again, so the new ticket shows up.
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/printing/order-jobs/3').length).toBeGreaterThanOrEqual(2),
    );

    const voided = within(dialog).getByRole('listitem', { name: 'Anulado · Cocina caliente' });
    fireEvent.click(within(voided).getByRole('button', { name: /^Reimprimir/ }));
    expect(await screen.findByText('No encontrado')).toBeInTheDocument();
  });
});
