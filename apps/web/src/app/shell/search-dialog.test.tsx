import type { SessionUser } from '@comandero/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchDialog } from './search-dialog';

const cocina: SessionUser = {
  username: 'cocina',
  name: 'Camila Cocinera',
  role: 'user',
  designation: null,
  photo: null,
  scope: 'KITCHEN',
};

function Harness({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'abierto' : 'cerrado'}</p>
      <SearchDialog user={user} open={open} onOpenChange={setOpen} />
    </>
  );
}

function setup(user: SessionUser) {
  const router = createMemoryRouter([{ path: '*', element: <Harness user={user} /> }], {
    initialEntries: ['/dashboard/kitchen'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('search dialog', () => {
  it('lists only what the user may open and filters as the user types', () => {
    setup(cocina);
    const options = () =>
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual([
      expect.stringContaining('Cocina'),
      expect.stringContaining('Mis dispositivos'),
      expect.stringContaining('Perfil'),
      expect.stringContaining('Soporte'),
    ]);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'PER' } });
    expect(options()).toEqual([expect.stringContaining('Perfil')]);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'configuraciones' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('No se encontraron resultados!')).toBeInTheDocument();
  });

  it('Enter opens the highlighted entry and closes the dialog; arrows move the highlight', async () => {
    const router = setup(cocina);
    const input = screen.getByRole('combobox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(router.state.location.pathname).toBe('/dashboard/devices');
    expect(screen.getByText('cerrado')).toBeInTheDocument();
  });

  it('closes with the X button', () => {
    setup(cocina);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByText('cerrado')).toBeInTheDocument();
  });
});
