import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReservationDialog } from './reservation-dialog';

type Answer = { status?: number; body?: unknown; network?: boolean };

/** Answers each `METHOD /path` from the table; anything else fails the test. */
function serve(routes: Record<string, Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input).replace(/^\/api\/v1/, '')}`;
      calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = routes[key];
      if (!answer) throw new Error(`unexpected call ${key}`);
      if (answer.network) throw new TypeError('Failed to fetch');
      return answer.body === undefined
        ? new Response(null, { status: answer.status ?? 200 })
        : Response.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const init = {
  'GET /reservations/init': {
    body: { storeTables: [{ id: 7, table_title: 'Mesa 7', floor: 'Terraza', seating_capacity: 4 }] },
  },
};

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ReservationDialog reservation={null} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Nueva reservación' }), onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reservation dialog', () => {
  it("looks the customer up by the normalised phone; the server's not-found and the spec fallback are shown", async () => {
    const calls = serve({
      ...init,
      'GET /customers/3001112233': { status: 404, body: { message: '¡Cliente no encontrado!' } },
      'GET /customers/3004445566': { status: 502 },
      'GET /customers/3007778899': { body: { phone: '3007778899', name: 'Sofía Ríos' } },
    });
    const { dialog } = renderDialog();
    const phone = within(dialog).getByLabelText('Teléfono del cliente');
    const lookup = async (value: string) => {
      fireEvent.change(phone, { target: { value } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' })));
    };
    await lookup('300 111 2233');
    expect(await within(dialog).findByText('¡Cliente no encontrado!')).toBeInTheDocument();
    await lookup('300-444-5566');
    expect(await within(dialog).findByText('Algo salio mal! Por favor intente mas tarde!')).toBeInTheDocument();
    await lookup('(300) 777 8899');
    expect(await within(dialog).findByTestId('reservation-customer')).toHaveTextContent('Sofía Ríos');
    expect(calls.map((c) => c.key).filter((k) => k.startsWith('GET /customers'))).toEqual([
      'GET /customers/3001112233',
      'GET /customers/3004445566',
      'GET /customers/3007778899',
    ]);
  });

  it('sends the picked customer, an instant, the table and the defaults; a failure without a message shows the spec fallback', async () => {
    // Only Date is faked: the dialog's "already past" check reads it, the promises keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00'));
    const calls = serve({
      ...init,
      'GET /customers/3007778899': { body: { phone: '3007778899', name: 'Sofía Ríos' } },
      'POST /reservations/add': { network: true },
    });
    const { dialog, onClose } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Teléfono del cliente'), { target: { value: '3007778899' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' })));
    await within(dialog).findByTestId('reservation-customer');
    await within(dialog).findByRole('option', { name: 'Mesa 7 · Terraza (4 puestos)' });
    fireEvent.change(within(dialog).getByLabelText('Fecha y hora'), { target: { value: '2026-03-14T21:00' } });
    fireEvent.change(within(dialog).getByLabelText('Mesa'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Número de personas'), { target: { value: '3' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));

    const sent = calls.find((c) => c.key === 'POST /reservations/add');
    expect(sent?.body).toEqual({
      customerId: '3007778899',
      date: new Date('2026-03-14T21:00').toISOString(),
      tableId: 7,
      status: 'booked',
      notes: null,
      peopleCount: 3,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Algo salio mal! Por favor intente mas tarde!');
    expect(within(dialog).getByLabelText('Fecha y hora')).toHaveValue('2026-03-14T21:00');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a time already past and a count under 1 beside their fields, sending nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00'));
    const calls = serve({
      ...init,
      'GET /customers/3007778899': { body: { phone: '3007778899', name: 'Sofía Ríos' } },
    });
    const { dialog } = renderDialog();
    const people = within(dialog).getByLabelText('Número de personas');
    // A new reservation starts with the count blank and required, not 0.
    expect(people).toHaveValue(null);
    expect(people).toBeRequired();
    // The picker starts at today: earlier days are greyed out.
    expect(within(dialog).getByLabelText('Fecha y hora')).toHaveAttribute('min', '2026-03-10T00:00');
    fireEvent.change(within(dialog).getByLabelText('Teléfono del cliente'), { target: { value: '3007778899' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' })));
    await within(dialog).findByTestId('reservation-customer');
    fireEvent.change(within(dialog).getByLabelText('Fecha y hora'), { target: { value: '2026-03-09T21:00' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(
      within(dialog).getByText('¡La fecha y hora ya pasaron! Elija una hora futura para la reservación.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('¡Indique el número de personas! Una reservación es para 1 persona o más.'),
    ).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Fecha y hora'), { target: { value: '2026-03-11T21:00' } });
    fireEvent.change(people, { target: { value: '0' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    expect(
      within(dialog).getByText('¡Número de personas inválido! Use un número entero entre 1 y 1000.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/ya pasaron/)).toBeNull();
    expect(calls.some((c) => c.key === 'POST /reservations/add')).toBe(false);
  });
});
