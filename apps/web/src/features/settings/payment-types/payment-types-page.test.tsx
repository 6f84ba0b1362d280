import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { PaymentTypesPage } from './payment-types-page';

const list = [
  { id: 1, title: 'Efectivo', is_active: 1 },
  { id: 2, title: 'Nequi', is_active: 0 },
];

describe('payment types page', () => {
  it('lists id, title and an active switch per row; a toggle sends isActive and refetches', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/payment-types', body: list },
      {
        method: 'POST',
        path: '/settings/payment-types/1/toggle',
        body: { message: '¡Estado del tipo de pago actualizado!' },
      },
    ]);
    renderAt(<PaymentTypesPage />);
    const efectivo = await screen.findByRole('switch', { name: 'Activar Efectivo' });
    expect(efectivo).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Activar Nequi' })).not.toBeChecked();
    const row = screen.getByRole('row', { name: /Nequi/ });
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();

    await act(async () => fireEvent.click(efectivo));
    expect(await screen.findByText('¡Estado del tipo de pago actualizado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/payment-types/1/toggle',
      body: { isActive: 0 },
    });
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/settings/payment-types')).toHaveLength(2));
  });

  it('adds with the title and the cash switch (created active) and updates with title, cash and the active switch', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/payment-types', body: list },
      { method: 'POST', path: '/settings/payment-types/add', body: { message: '¡Tipo de pago agregado!', id: 3 } },
      { method: 'POST', path: '/settings/payment-types/2/update', body: { message: '¡Tipo de pago actualizado!' } },
    ]);
    renderAt(<PaymentTypesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo tipo de pago' }));
    const add = screen.getByRole('dialog', { name: 'Nuevo tipo de pago' });
    expect(within(add).queryByRole('switch', { name: 'Activo' })).toBeNull();
    const cash = within(add).getByRole('switch', { name: 'Efectivo' });
    fireEvent.change(within(add).getByLabelText('Título'), { target: { value: 'efectivo' } });
    // Untouched, the cash switch follows the title as the server reads it.
    expect(cash).toBeChecked();
    fireEvent.change(within(add).getByLabelText('Título'), { target: { value: '' } });
    expect(cash).not.toBeChecked();
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(within(add).getByText('Por favor ingrese el titulo!')).toBeInTheDocument();
    fireEvent.change(within(add).getByLabelText('Título'), { target: { value: 'Daviplata' } });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Tipo de pago agregado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/payment-types/add',
      body: { title: 'Daviplata', isActive: 1, isCash: 0 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Editar Nequi' }));
    const edit = screen.getByRole('dialog', { name: 'Actualizar tipo de pago' });
    const active = within(edit).getByRole('switch', { name: 'Activo' });
    expect(active).not.toBeChecked();
    fireEvent.click(active);
    fireEvent.click(within(edit).getByRole('switch', { name: 'Efectivo' }));
    await act(async () => fireEvent.click(within(edit).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Tipo de pago actualizado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/payment-types/2/update',
      body: { title: 'Nequi', isActive: 1, isCash: 1 },
    });
  });
});
