import type { SessionUser } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UserMenu } from './user-menu';

const cajero: SessionUser = {
  username: 'cajero',
  name: 'Carla Cajera',
  role: 'user',
  designation: 'Cajera',
  photo: null,
  scope: 'POS',
};

describe('user menu', () => {
  it('stands in with a plain button, and a key pressed before the menu has loaded still opens it', async () => {
    const router = createMemoryRouter([{ path: '*', element: <UserMenu user={cajero} /> }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const standIn = screen.getByRole('button', { name: 'Menú de usuario' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(standIn.textContent).toContain('Carla Cajera');
    expect(screen.queryByRole('menu')).toBeNull();

    standIn.focus();
    fireEvent.keyDown(standIn, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('@cajero');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Profile',
      'My Devices',
      'Support',
      'Logout',
    ]);

    // The Radix button replaced the stand-in; closing gives the focus back to it.
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const trigger = screen.getByRole('button', { name: 'Menú de usuario' });
    expect(trigger).not.toBe(standIn);
    expect(document.activeElement).toBe(trigger);
  });
});
