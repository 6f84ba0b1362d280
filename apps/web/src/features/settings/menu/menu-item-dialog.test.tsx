import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { MenuItemDialog } from './menu-item-dialog';

const store = { storeName: 'X', address: null, phone: null, email: null, currency: 'COP', image: null };

function setup() {
  const api = fakeApi([
    { method: 'GET', path: '/settings/store-setting', body: store },
    { method: 'GET', path: '/settings/categories', body: [] },
    { method: 'GET', path: '/settings/taxes', body: [] },
    { method: 'POST', path: '/menu-items/add', body: { message: '¡Ítem agregado!', id: 9 } },
    { method: 'GET', path: '/menu-items', body: [] },
  ]);
  const onClose = vi.fn();
  renderAt(<MenuItemDialog onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Nuevo ítem' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });
  const save = () => act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
  const posts = () => api.calls.filter((c) => c.method === 'POST');
  return { dialog, type, save, posts, onClose };
}

describe('new menu item dialog', () => {
  it('reads 32.000 as thirty-two thousand pesos, shows it, and sends the spec body with numbers', async () => {
    const { dialog, type, save, posts, onClose } = setup();
    type('Título', 'Bandeja paisa');
    type('Precio', '32.000');
    expect(await within(dialog).findByText('Se guardará: Col$ 32.000')).toBeInTheDocument();
    type('Precio neto', '30.000,5');
    await save();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/menu-items/add',
        body: { title: 'Bandeja paisa', price: 32000, netPrice: 30000.5, categoryId: null, taxId: null },
      },
    ]);
  });

  it('refuses an ambiguous or negative price before sending, with the spec text for a negative one', async () => {
    const { dialog, type, save, posts } = setup();
    type('Título', 'Bandeja paisa');
    type('Precio', '32.00');
    await save();
    expect(within(dialog).getByLabelText('Precio', { exact: true })).toHaveAccessibleDescription(
      '¡Valor ambiguo! Use punto para los miles y coma para los centavos, ej. 32.000 o 32.000,50.',
    );
    expect(within(dialog).getByLabelText('Precio', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    type('Precio', '-32.000');
    await save();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor ingrese un precio valido!');
    expect(posts()).toEqual([]);
  });
});
