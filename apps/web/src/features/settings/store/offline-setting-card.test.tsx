import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { OfflineSettingCard } from './offline-setting-card';

const saved = { message: '¡Ajustes de ventas sin conexión guardados!' };

describe('offline setting card (issue 22)', () => {
  it('shows the stored settings, refuses a bad PIN before sending, and sends the limit in pesos with the PIN', async () => {
    const api = fakeApi([
      {
        method: 'GET',
        path: '/settings/offline-setting',
        body: { paymentsAllowed: true, queueLimit: 150000.5, managerPinSet: false },
      },
      { method: 'POST', path: '/settings/offline-setting', body: saved },
    ]);
    renderAt(<OfflineSettingCard />);
    const form = await screen.findByRole('form', { name: 'Ventas sin conexión' });
    expect(within(form).getByLabelText('Límite de monto en cola')).toHaveValue('150.000,50');
    expect(within(form).getByRole('switch', { name: /Permitir cobros sin conexión/ })).toBeChecked();
    expect(within(form).queryByRole('switch', { name: /Quitar el PIN/ })).not.toBeInTheDocument();
    const pin = within(form).getByLabelText('Nuevo PIN de gerente (4 a 8 dígitos)');

    fireEvent.change(pin, { target: { value: '12' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar' })));
    expect(within(form).getByText('¡El PIN de gerente debe tener de 4 a 8 dígitos!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(pin, { target: { value: '4821' } });
    fireEvent.change(within(form).getByLabelText('Límite de monto en cola'), { target: { value: '200.000' } });
    fireEvent.click(within(form).getByRole('switch', { name: /Permitir cobros sin conexión/ }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText(saved.message)).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/offline-setting',
      body: { paymentsAllowed: false, queueLimit: 200000, managerPin: '4821' },
    });
  });

  it('keeps a set PIN when the field is blank, and removes it only when asked', async () => {
    const api = fakeApi([
      {
        method: 'GET',
        path: '/settings/offline-setting',
        body: { paymentsAllowed: true, queueLimit: null, managerPinSet: true },
      },
      { method: 'POST', path: '/settings/offline-setting', body: saved },
    ]);
    renderAt(<OfflineSettingCard />);
    const form = await screen.findByRole('form', { name: 'Ventas sin conexión' });
    expect(within(form).getByText('PIN de gerente configurado')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar' })));
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/offline-setting',
      body: { paymentsAllowed: true, queueLimit: null },
    });
    fireEvent.click(within(form).getByRole('switch', { name: /Quitar el PIN/ }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar' })));
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/offline-setting',
      body: { paymentsAllowed: true, queueLimit: null, managerPin: null },
    });
  });
});
