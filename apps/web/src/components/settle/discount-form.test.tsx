import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscountForm } from './discount-form';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ reasons: [{ id: 1, title: 'Cortesía' }] }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
});

function renderForm() {
  const onApply = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DiscountForm applied={null} currency="COP" pending={false} onApply={onApply} onRemove={() => undefined} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Descuento' }));
  return onApply;
}

describe('discount form', () => {
  it('takes a percent of at most 100 with a reason from the store list', async () => {
    const onApply = renderForm();
    const apply = screen.getByRole('button', { name: 'Aplicar descuento' });
    fireEvent.change(screen.getByLabelText('Descuento (%)'), { target: { value: '150' } });
    await screen.findByRole('option', { name: 'Cortesía' });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Cortesía' } });
    expect(apply).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Descuento (%)'), { target: { value: '10' } });
    expect(apply).toBeEnabled();
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith({ kind: 'percent', value: 10, reason: 'Cortesía' });
  });

  it('takes an amount with a typed reason, which must not be blank', () => {
    const onApply = renderForm();
    const apply = screen.getByRole('button', { name: 'Aplicar descuento' });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'amount' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Descuento' }), { target: { value: '5.000' } });
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: '__other__' } });
    fireEvent.change(screen.getByLabelText('Escriba el motivo'), { target: { value: '   ' } });
    expect(apply).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Escriba el motivo'), { target: { value: ' Cliente frecuente ' } });
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith({ kind: 'amount', value: 5000, reason: 'Cliente frecuente' });
  });
});
