import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { socket } from '../../lib/socket';
import { fakeApi, renderAt } from '../../test/test-harness';
import { PrinterHealth } from './printer-health';

const status = (over: object) => ({
  printerId: 1,
  name: 'Cocina',
  reachable: true,
  lastError: null,
  lastAttemptAt: null,
  waiting: 0,
  held: 0,
  ...over,
});

describe('printer health on the orders screen', { timeout: 15_000 }, () => {
  it('shows nothing for a store without network printers', async () => {
    const api = fakeApi([{ method: 'GET', path: '/printing/status', body: { printers: [], unassignedHeld: 0 } }]);
    renderAt(<PrinterHealth />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the worst news, lists each printer, and reads the status again on print_status', async () => {
    const api = fakeApi([
      {
        method: 'GET',
        path: '/printing/status',
        body: {
          printers: [
            status({ waiting: 1 }),
            status({
              printerId: 2,
              name: 'Bar',
              reachable: false,
              lastError: 'La impresora no responde en 10.0.0.9:9100.',
              waiting: 2,
            }),
          ],
          unassignedHeld: 0,
        },
      },
    ]);
    renderAt(<PrinterHealth />);
    const button = await screen.findByRole('button', { name: '1 impresora sin conexión' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Estado de las impresoras' });
    const bar = within(dialog).getByRole('listitem', { name: 'Bar' });
    expect(bar).toHaveTextContent('Sin conexión');
    expect(bar).toHaveTextContent('2 en espera');
    expect(bar).toHaveTextContent('La impresora no responde en 10.0.0.9:9100.');
    expect(within(dialog).getByRole('listitem', { name: 'Cocina' })).toHaveTextContent('En línea');

    const reads = () => api.calls.length;
    const before = reads();
    act(() => socket.listeners('print_status').forEach((l) => (l as (p: unknown) => void)({ printerIds: [2] })));
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });
});
