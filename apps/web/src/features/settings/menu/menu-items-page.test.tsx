import type { MenuItem } from '@comandero/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { MenuItemsPage } from './menu-items-page';

const store = { storeName: 'X', address: null, phone: null, email: null, currency: 'COP', image: null };

function item(id: number, title: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    title,
    price: 12500.5,
    net_price: null,
    image: null,
    category_id: 1,
    category_title: 'Sopas',
    tax_id: null,
    tax_title: null,
    tax_rate: null,
    tax_type: null,
    variants: [],
    addons: [],
    ...extra,
  };
}

describe('menu items page', () => {
  it('shows each card with its price in whole pesos ("desde" the cheapest variant), category and variant count', async () => {
    fakeApi([
      { method: 'GET', path: '/settings/store-setting', body: store },
      {
        method: 'GET',
        path: '/menu-items',
        body: [
          item(1, 'Ajiaco', {
            variants: [
              { id: 1, title: 'Personal', price: 20000 },
              { id: 2, title: 'Familiar', price: 50000 },
            ],
          }),
          item(2, 'Limonada', { price: 7000, category_id: null, category_title: null }),
        ],
      },
    ]);
    renderAt(<MenuItemsPage />);
    const list = await screen.findByRole('list', { name: 'Ítems del menú' });
    const [ajiaco, limonada] = within(list).getAllByRole('listitem');
    // Its variants replace the item's own 12.500,50: the card shows where they start.
    expect(ajiaco).toHaveTextContent('desde Col$ 20.000');
    expect(ajiaco).not.toHaveTextContent('12.500');
    expect(ajiaco).toHaveTextContent('Sopas');
    expect(ajiaco).toHaveTextContent('2 variantes');
    expect(within(ajiaco).getByRole('link', { name: 'Editar Ajiaco' })).toHaveAttribute(
      'href',
      '/dashboard/settings/menu-items/1',
    );
    expect(limonada).toHaveTextContent(/Col\$ 7\.000(?!,)/);
    expect(limonada).not.toHaveTextContent('desde');
    expect(limonada).toHaveTextContent('Sin categoría');
    expect(limonada).toHaveTextContent('0 variantes');

    // Search by title; blank text shows everything again.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar ítem' }), { target: { value: 'limo' } });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar ítem' }), { target: { value: '   ' } });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('deletes after the spec confirmation and refetches the list', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/store-setting', body: store },
      { method: 'GET', path: '/menu-items', body: [item(3, 'Mondongo')] },
      { method: 'DELETE', path: '/menu-items/delete/3', body: { message: '¡Ítem eliminado!' } },
    ]);
    renderAt(<MenuItemsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Mondongo' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar' });
    expect(within(confirm).getByText('¿Estas seguro! Este proceso es irreversible!')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' })));
    expect(await screen.findByText('¡Ítem eliminado!')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/menu-items')).toHaveLength(2));
  });

  it('shows the settings load failure text and an empty state', async () => {
    fakeApi([
      { method: 'GET', path: '/settings/store-setting', body: store },
      { method: 'GET', path: '/menu-items', status: 500, body: {} },
    ]);
    renderAt(<MenuItemsPage />);
    expect(await screen.findByText('Error al cargar los detalles! Por favor intente mas tarde!')).toBeInTheDocument();
  });

  it('shows an empty state when there are no items', async () => {
    fakeApi([
      { method: 'GET', path: '/settings/store-setting', body: store },
      { method: 'GET', path: '/menu-items', body: [] },
    ]);
    renderAt(<MenuItemsPage />);
    expect(await screen.findByText('Aún no hay ítems en el menú.')).toBeInTheDocument();
  });
});
