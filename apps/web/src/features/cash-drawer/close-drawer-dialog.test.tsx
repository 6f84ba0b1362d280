import type { CashDrawerReport } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CloseDrawerDialog } from './close-drawer-dialog';

let posted: unknown[];
const report = { kind: 'Z' } as CashDrawerReport;

beforeEach(() => {
  posted = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    posted.push(JSON.parse(init.body as string));
    return new Response(JSON.stringify({ message: '¡Caja cerrada!', report }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

function renderDialog(onClosed = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <CloseDrawerDialog sessionId={3} onCancel={() => {}} onClosed={onClosed} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Cerrar caja' }), onClosed };
}

describe('closing the drawer', () => {
  it('adds the count up by note and coin (the 1.000 as both), confirms, and sends only what was counted', async () => {
    const { dialog, onClosed } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Cantidad de billetes de $50.000'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Cantidad de billetes de $1.000'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Cantidad de monedas de $1.000'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Cantidad de monedas de $50'), { target: { value: '7' } });
    expect(within(dialog).getByTestId('close-counted')).toHaveTextContent('Col$ 104.350');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar caja' }));
    const confirm = screen.getByRole('dialog', { name: '¿Cerrar la caja?' });
    expect(confirm).toHaveTextContent('Se cerrará con Col$ 104.350 contados.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, cerrar caja' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(report));
    expect(posted).toEqual([
      {
        method: 'denominations',
        counts: [
          { denomination: 'note-50000', quantity: 2 },
          { denomination: 'note-1000', quantity: 1 },
          { denomination: 'coin-1000', quantity: 3 },
          { denomination: 'coin-50', quantity: 7 },
        ],
      },
    ]);
  });

  it('refuses a fraction of a coin and takes a single amount instead', async () => {
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Cantidad de monedas de $500'), { target: { value: '1,5' } });
    expect(within(dialog).getByRole('button', { name: 'Cerrar caja' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Use cantidades enteras de 0 o más.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Un solo valor' }));
    fireEvent.change(within(dialog).getByLabelText('Efectivo contado (pesos)'), { target: { value: '88.000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar caja' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cerrar caja' }));
    await waitFor(() => expect(posted).toEqual([{ method: 'amount', countedCash: 88_000 }]));
  });
});
