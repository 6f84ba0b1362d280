import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser } from '../../lib/session';
import { SignInPage } from './sign-in-page';

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SignInPage /> },
      { path: '/dashboard/*', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

afterEach(() => vi.unstubAllGlobals());

describe('sign-in form', () => {
  it('has the spec labels and placeholders', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de usuario')).toHaveAttribute(
      'placeholder',
      'Ingrese su nombre de usuario...',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('placeholder', 'Ingrese su contraseña...');
    expect(screen.getByLabelText('Nombre de usuario')).toBeRequired();
    expect(screen.getByLabelText('Contraseña')).toBeRequired();
  });

  it('an empty username shows its message and takes the focus', () => {
    setup();
    submit();
    expect(screen.getByText('El nombre de usuario es requerido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de usuario')).toHaveFocus();
  });

  it('an empty password shows its message and takes the focus', () => {
    setup();
    fireEvent.change(screen.getByLabelText('Nombre de usuario'), { target: { value: 'mesero' } });
    submit();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
    expect(screen.queryByText('El nombre de usuario es requerido')).toBeNull();
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  });

  it('on success stores the user and replaces the entry with the landing page', async () => {
    const user = { username: 'mesero', name: 'Mateo', role: 'user', designation: null, photo: null, scope: 'POS' };
    const fetchMock = vi.fn(async () => Response.json({ message: 'Inicio de sesión exitoso.', user }, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const router = setup();
    fireEvent.change(screen.getByLabelText('Nombre de usuario'), { target: { value: ' mesero ' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secreto-123' } });
    await act(async () => submit());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getStoredUser()).toEqual(user);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/auth/signin',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ username: 'mesero', password: 'secreto-123' }),
      }),
    );
  });

  it('on failure shows the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Usuario o contraseña incorrectos.' }, { status: 401 })),
    );
    setup();
    fireEvent.change(screen.getByLabelText('Nombre de usuario'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'mala' } });
    await act(async () => submit());
    expect(await screen.findByText('Usuario o contraseña incorrectos.')).toBeInTheDocument();
    expect(getStoredUser()).toBeNull();
  });
});
