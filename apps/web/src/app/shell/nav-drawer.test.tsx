import type { SessionUser } from '@comandero/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavDrawer } from './nav-drawer';

const mesero: SessionUser = {
  username: 'mesero',
  name: 'Mateo Mesero',
  role: 'user',
  designation: 'Mesero',
  photo: null,
  scope: 'POS,ORDERS,RESERVATIONS',
};

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'abierto' : 'cerrado'}</p>
      <NavDrawer user={mesero} open={open} onOpenChange={setOpen} />
    </>
  );
}

function setup() {
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/dashboard/pos'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('navigation drawer', () => {
  it('shows the full menu with the user and the section headings', () => {
    setup();
    const drawer = screen.getByRole('dialog', { name: 'Menú principal' });
    expect(within(drawer).getByText('Mateo Mesero')).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Ofertas' })).toBeInTheDocument();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['POS', 'Ordenes', 'Reservaciones']);
  });

  it('closes when a link is chosen, after navigating there', async () => {
    const router = setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Ordenes' }));
    });
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    expect(screen.getByText('cerrado')).toBeInTheDocument();
  });

  it('closes with its X button', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByText('cerrado')).toBeInTheDocument();
  });
});
