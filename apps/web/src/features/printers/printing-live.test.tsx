import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { socket } from '../../lib/socket';
import { terminalId } from '../../lib/terminal-id';
import { fakeApi, renderAt } from '../../test/test-harness';
import { PrintersPage } from './printers-page';

const printers = [
  { id: 1, name: 'Cocina', host: '192.168.1.50', port: 9100, paperWidth: 80, codePage: 'cp858', hasCashDrawer: false },
  { id: 2, name: 'Caja', host: '192.168.1.51', port: 9100, paperWidth: 80, codePage: 'cp858', hasCashDrawer: true },
];
const categories = [
  { id: 1, title: 'Platos fuertes' },
  { id: 2, title: 'Bebidas' },
];
const station = { id: 5, name: 'Cocina caliente', printerId: 1, backupPrinterId: null, categoryIds: [1], itemIds: [] };
const printerStatus = (over: object) => ({
  printerId: 1,
  name: 'Cocina',
  reachable: true,
  lastError: null,
  lastAttemptAt: null,
  waiting: 0,
  held: 0,
  ...over,
});
const heldJob = {
  id: 77,
  kind: 'order',
  status: 'held',
  printerId: 1,
  printerName: 'Cocina',
  targetLabel: 'Cocina caliente',
  orderId: 31,
  attempts: 5,
  lastError: 'No se imprimió en 30 minutos: quedó retenido para que alguien lo reimprima o lo descarte.',
  createdAt: '2026-11-27T10:00:00.000Z',
  printedAt: null,
};

function routes({ routing = {}, status = {}, held = [] as unknown[] } = {}) {
  return [
    { method: 'GET', path: '/settings/printers', body: printers },
    { method: 'GET', path: '/settings/stations', body: [station] },
    { method: 'GET', path: '/settings/categories', body: categories },
    { method: 'GET', path: '/menu-items', body: [] },
    {
      method: 'GET',
      path: '/settings/printers/routing',
      body: { defaultKitchenPrinterId: null, terminals: [], knownTerminals: [], unroutedCategoryIds: [2], ...routing },
    },
    { method: 'GET', path: '/printing/status', body: { printers: [], unassignedHeld: 0, ...status } },
    { method: 'GET', path: '/printing/jobs?status=held', body: held },
  ];
}

/** What the server's push does on arrival: every print_failed listener the page registered runs. */
const push = (event: 'print_status' | 'print_failed', payload: unknown) =>
  act(() => socket.listeners(event).forEach((listener) => (listener as (p: unknown) => void)(payload)));

// The page mounts four sections and their queries: on a machine shared by several runs that takes seconds.
describe('printers page, live print queue', { timeout: 15_000 }, () => {
  it('shows each printer reachable or not, its last error and what waits, and reads it again on print_status', async () => {
    const api = fakeApi(
      routes({
        status: {
          printers: [
            printerStatus({ waiting: 2 }),
            printerStatus({
              printerId: 2,
              name: 'Caja',
              reachable: false,
              lastError: 'La impresora no responde en 192.168.1.51:9100.',
              lastAttemptAt: '2026-11-27T10:00:00.000Z',
              held: 1,
            }),
          ],
        },
      }),
    );
    renderAt(<PrintersPage />);
    const cocina = await screen.findByRole('listitem', { name: 'Cocina' });
    expect(await within(cocina).findByText('En línea')).toBeInTheDocument();
    expect(within(cocina).getByText('2 en espera')).toBeInTheDocument();
    const caja = screen.getByRole('listitem', { name: 'Caja' });
    expect(within(caja).getByText('Sin conexión')).toBeInTheDocument();
    expect(within(caja).getByText('1 retenido')).toBeInTheDocument();
    expect(caja).toHaveTextContent('La impresora no responde en 192.168.1.51:9100.');

    const reads = () => api.calls.filter((c) => c.path === '/printing/status').length;
    const before = reads();
    push('print_status', { printerIds: [2] });
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('says the default kitchen printer takes the unrouted categories, and saves the routing with each terminal', async () => {
    const own = terminalId();
    const api = fakeApi([
      ...routes({
        routing: {
          defaultKitchenPrinterId: 1,
          knownTerminals: [{ terminalId: 'caja-uno-0001', label: 'Caja 1' }],
        },
      }),
      {
        method: 'POST',
        path: '/settings/printers/routing',
        body: { message: '¡Asignación de impresoras guardada!' },
      },
    ]);
    renderAt(<PrintersPage />);
    const note = await screen.findByRole('note', { name: 'Categorías sin estación' });
    expect(note).toHaveTextContent('impresora de cocina predeterminada «Cocina»');
    expect(screen.queryByRole('alert', { name: 'Categorías sin estación' })).toBeNull();

    const kitchen = await screen.findByLabelText('Impresora de cocina predeterminada');
    expect(kitchen).toHaveValue('1');
    fireEvent.change(screen.getByLabelText('Impresora de recibos de Caja 1'), { target: { value: '2' } });
    expect(screen.getByText('Este equipo')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar asignación' })));
    expect(await screen.findByText('¡Asignación de impresoras guardada!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/printers/routing',
      body: { defaultKitchenPrinterId: 1, terminals: [{ terminalId: 'caja-uno-0001', label: 'Caja 1', printerId: 2 }] },
    });
    expect(own).toBeTruthy();
  });

  it('reprints a held ticket, and discards one only after asking', async () => {
    const api = fakeApi([
      ...routes({ held: [heldJob] }),
      { method: 'POST', path: '/printing/jobs/77/reprint', body: { message: '¡Reimpresión enviada a la cola!' } },
      { method: 'POST', path: '/printing/jobs/77/discard', body: { message: '¡Trabajo de impresión descartado!' } },
    ]);
    renderAt(<PrintersPage />);
    const list = await screen.findByRole('list', { name: 'Lista de tiquetes retenidos' });
    const job = within(list).getByRole('listitem', { name: 'Comanda · Cocina caliente' });
    expect(job).toHaveTextContent('Orden #31');
    expect(job).toHaveTextContent('No se imprimió en 30 minutos');

    await act(async () => fireEvent.click(within(job).getByRole('button', { name: 'Reimprimir' })));
    expect(await screen.findByText('¡Reimpresión enviada a la cola!')).toBeInTheDocument();

    fireEvent.click(within(job).getByRole('button', { name: 'Descartar' }));
    expect(api.calls.some((c) => c.path === '/printing/jobs/77/discard')).toBe(false);
    const confirm = screen.getByRole('dialog', { name: 'Descartar tiquete' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Descartar' })));
    expect(await screen.findByText('¡Trabajo de impresión descartado!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/printing/jobs/77/reprint',
      '/printing/jobs/77/discard',
    ]);
  });

  it('keeps the routing choices on screen when the server refuses them', async () => {
    fakeApi([
      ...routes({ routing: { knownTerminals: [{ terminalId: 'caja-uno-0001', label: 'Caja 1' }] } }),
      {
        method: 'POST',
        path: '/settings/printers/routing',
        status: 400,
        body: { message: '¡Una de las impresoras seleccionadas no existe!' },
      },
    ]);
    renderAt(<PrintersPage />);
    const kitchen = await screen.findByLabelText('Impresora de cocina predeterminada');
    fireEvent.change(kitchen, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Impresora de recibos de Caja 1'), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar asignación' })));
    expect(await screen.findByText('¡Una de las impresoras seleccionadas no existe!')).toBeInTheDocument();
    expect(screen.getByLabelText('Impresora de cocina predeterminada')).toHaveValue('2');
    expect(screen.getByLabelText('Impresora de recibos de Caja 1')).toHaveValue('1');
  });
});
