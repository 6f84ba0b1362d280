import type { BillView } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TipStep } from './tip-step';

vi.mock('../../lib/socket', () => ({ emitWhenConnected: () => undefined }));

const bill = {
  id: 7,
  label: 'Cuenta 1 de 2',
  lines: [],
  itemsTotal: 34_000,
  discountTotal: 0,
  billDiscount: null,
  taxes: [{ title: 'INC', rate: 8, type: 'inclusive', label: 'INC 8 % incluido', amount: 2_518.52 }],
  total: 34_000,
  suggestedTip: 3_148.15,
  tip: 0,
  due: 34_000,
} as unknown as BillView;

let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(init.body as string));
    return new Response(JSON.stringify({ message: '¡Propina actualizada!', split: null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

function renderStep(onDone = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <TipStep bill={bill} percent={12} currency="COP" onDone={onDone} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('tip step', () => {
  it('suggests the bill tip with the legal notice, and a tip of 0 is one tap', async () => {
    const onDone = renderStep();
    expect(screen.getByTestId('tip-notice')).toHaveTextContent('La propina es voluntaria');
    expect(screen.getByLabelText('Propina (pesos)')).toHaveValue('3.148,15');
    expect(screen.getByText(/12 % antes de impuestos/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sin propina' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([{ tip: 0, confirmAboveSuggested: false }]);
  });

  it('asks for an explicit confirmation above the suggested tip, and sends it', async () => {
    const onDone = renderStep();
    fireEvent.change(screen.getByLabelText('Propina (pesos)'), { target: { value: '5.000' } });
    const next = screen.getByRole('button', { name: 'Continuar al pago' });
    expect(next).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'El cliente pidió una propina mayor al 12 % sugerido' }));
    fireEvent.click(next);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([{ tip: 5_000, confirmAboveSuggested: true }]);
  });
});
