import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { TipSettingCard } from './tip-setting-card';

const stored = { percent: 10, ask: { dinein: true, takeaway: false, delivery: false }, roundTo: 100 };

describe('tip setting card', () => {
  it('shows the stored percent and where to ask, and saves a decimal percent with the switches', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/tip-setting', body: stored },
      { method: 'POST', path: '/settings/tip-setting', body: { message: '¡Configuración de propina guardada!' } },
    ]);
    renderAt(<TipSettingCard />);
    const form = await screen.findByRole('form', { name: 'Propina voluntaria' });
    expect(within(form).getByLabelText('Propina sugerida (%)')).toHaveValue('10');
    expect(within(form).getByRole('switch', { name: 'Comer en el local' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Para llevar' })).not.toBeChecked();
    expect(within(form).getByLabelText('Redondear la propina sugerida a')).toHaveValue('100');

    fireEvent.change(within(form).getByLabelText('Propina sugerida (%)'), { target: { value: '101' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar' })));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Propina sugerida (%)'), { target: { value: '12,5' } });
    fireEvent.click(within(form).getByRole('switch', { name: 'Entrega a domicilio' }));
    fireEvent.click(within(form).getByRole('switch', { name: 'Comer en el local' }));
    fireEvent.change(within(form).getByLabelText('Redondear la propina sugerida a'), { target: { value: '1000' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Configuración de propina guardada!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/settings/tip-setting',
      body: { percent: 12.5, ask: { dinein: false, takeaway: false, delivery: true }, roundTo: 1000 },
    });
  });
});
