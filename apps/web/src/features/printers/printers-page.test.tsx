import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/test-harness';
import { PrintersPage } from './printers-page';

const printers = [
  { id: 1, name: 'Cocina', host: '192.168.1.50', port: 9100, paperWidth: 80, codePage: 'cp858', hasCashDrawer: false },
  { id: 2, name: 'Caja', host: 'caja.local', port: 9101, paperWidth: 57, codePage: 'wpc1252', hasCashDrawer: true },
];
const categories = [
  { id: 1, title: 'Platos fuertes' },
  { id: 2, title: 'Bebidas' },
];
const item = (id: number, title: string, category_id: number | null) => ({
  id,
  title,
  price: 1000,
  net_price: null,
  image: null,
  category_id,
  category_title: null,
  tax_id: null,
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  variants: [],
  addons: [],
});
const items = [item(10, 'Bandeja paisa', 1), item(20, 'Limonada', 2)];
const station = { id: 5, name: 'Cocina caliente', printerId: 1, backupPrinterId: null, categoryIds: [1], itemIds: [] };

const noRouting = { defaultKitchenPrinterId: null, terminals: [], knownTerminals: [], unroutedCategoryIds: [] };
const noStatus = { printers: [], unassignedHeld: 0 };

const lists = (
  stations: unknown[],
  {
    routing = noRouting,
    status = noStatus,
    held = [] as unknown[],
  }: { routing?: unknown; status?: unknown; held?: unknown[] } = {},
) => [
  { method: 'GET', path: '/settings/printers', body: printers },
  { method: 'GET', path: '/settings/stations', body: stations },
  { method: 'GET', path: '/settings/categories', body: categories },
  { method: 'GET', path: '/menu-items', body: items },
  { method: 'GET', path: '/settings/printers/routing', body: routing },
  { method: 'GET', path: '/printing/status', body: status },
  { method: 'GET', path: '/printing/jobs?status=held', body: held },
];

// The page mounts four sections and their queries: on a machine shared by several runs that takes seconds.
describe('printers page', { timeout: 15_000 }, () => {
  it('lists the printers with address, paper, code page and cash drawer', async () => {
    fakeApi(lists([station]));
    renderAt(<PrintersPage />);
    const cocina = await screen.findByRole('listitem', { name: 'Cocina' });
    expect(cocina).toHaveTextContent('192.168.1.50:9100');
    expect(cocina).toHaveTextContent('Papel 80 mm · 48 col.');
    expect(cocina).toHaveTextContent('CP858');
    expect(cocina).not.toHaveTextContent('Cajón de dinero');
    const caja = screen.getByRole('listitem', { name: 'Caja' });
    expect(caja).toHaveTextContent('caja.local:9101');
    expect(caja).toHaveTextContent('Papel 57 mm · 32 col.');
    expect(caja).toHaveTextContent('Cajón de dinero');
    const stationCard = await screen.findByRole('listitem', { name: 'Cocina caliente' });
    expect(stationCard).toHaveTextContent('Platos fuertes');
  });

  it('shows the server answer of the test page, taken or refused', async () => {
    const refused =
      'La impresora en caja.local:9101 rechazó la conexión. Revise la dirección y el puerto (normalmente 9100).';
    fakeApi([
      ...lists([]),
      { method: 'POST', path: '/settings/printers/1/test', body: { ok: true } },
      { method: 'POST', path: '/settings/printers/2/test', body: { ok: false, message: refused } },
    ]);
    renderAt(<PrintersPage />);
    const cocina = await screen.findByRole('listitem', { name: 'Cocina' });
    await act(async () => fireEvent.click(within(cocina).getByRole('button', { name: 'Imprimir página de prueba' })));
    expect(await within(cocina).findByText('La impresora recibió la página de prueba.')).toBeInTheDocument();
    const caja = screen.getByRole('listitem', { name: 'Caja' });
    await act(async () => fireEvent.click(within(caja).getByRole('button', { name: 'Imprimir página de prueba' })));
    expect(await within(caja).findByRole('alert')).toHaveTextContent(refused);
  });

  it('warns about the categories no station prints, as the server lists them', async () => {
    fakeApi(lists([station], { routing: { ...noRouting, unroutedCategoryIds: [2], unroutedUncategorisedItems: 0 } }));
    renderAt(<PrintersPage />);
    const warning = await screen.findByRole('alert', { name: 'Categorías sin estación' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bebidas']);
  });

  it('checks the printer form with the server messages and keeps what was typed', async () => {
    const api = fakeApi([
      ...lists([]),
      {
        method: 'POST',
        path: '/settings/printers/add',
        status: 409,
        body: { message: '¡Ya existe una impresora con ese nombre!' },
      },
    ]);
    renderAt(<PrintersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva impresora' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva impresora' });
    fireEvent.change(within(dialog).getByLabelText('Dirección (IP o nombre del equipo)'), {
      target: { value: 'http://192.168.1.300' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(within(dialog).getByText('¡Por favor ingrese el nombre de la impresora!')).toBeInTheDocument();
    expect(within(dialog).getByText(/^¡Dirección inválida!/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Cocina' } });
    fireEvent.change(within(dialog).getByLabelText('Dirección (IP o nombre del equipo)'), {
      target: { value: '192.168.1.60' },
    });
    fireEvent.change(within(dialog).getByLabelText('Ancho de papel'), { target: { value: '57' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Tiene cajón de dinero' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('¡Ya existe una impresora con ese nombre!');
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/printers/add',
      body: { name: 'Cocina', host: '192.168.1.60', port: 9100, paperWidth: 57, codePage: 'cp858', hasCashDrawer: 1 },
    });
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Cocina');
  });

  it('adds a station with its printer, backup and ticked categories and items', async () => {
    const api = fakeApi([
      ...lists([]),
      { method: 'POST', path: '/settings/stations/add', body: { message: '¡Estación agregada!', id: 6 } },
    ]);
    renderAt(<PrintersPage />);
    const add = await screen.findByRole('button', { name: 'Nueva estación' });
    await vi.waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Nueva estación' });
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Bar' } });
    fireEvent.change(within(dialog).getByLabelText('Impresora'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Impresora de respaldo'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bebidas' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bandeja paisa' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(
      within(dialog).getByText('¡La impresora de respaldo debe ser distinta de la principal!'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Impresora de respaldo'), { target: { value: '1' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Estación agregada!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/stations/add',
      body: { name: 'Bar', printerId: 2, backupPrinterId: 1, categoryIds: [2], itemIds: [10] },
    });
  });
});
