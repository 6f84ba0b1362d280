import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { CoursesPage } from './courses-page';

const courses = [
  { id: 2, title: 'Plato fuerte', position: 2, categoryIds: [20] },
  { id: 1, title: 'Entrada', position: 1, categoryIds: [10] },
];
const categories = [
  { id: 10, title: 'Sopas' },
  { id: 20, title: 'Carnes' },
  { id: 30, title: 'Postres' },
];

describe('courses settings page (issue 21)', () => {
  it('lists the courses in serving order with their categories and adds one taking a category', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/courses', body: courses },
      { method: 'GET', path: '/settings/categories', body: categories },
      { method: 'GET', path: '/settings/course-setting', body: { autoFire: false } },
      { method: 'POST', path: '/settings/courses/add', body: { message: '¡Tiempo agregado!', id: 3 } },
    ]);
    renderAt(<CoursesPage />);
    const rows = await screen.findAllByRole('row');
    await vi.waitFor(() => expect(screen.getByText('Carnes')).toBeInTheDocument());
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining('Entrada1Sopas'),
      expect.stringContaining('Plato fuerte2Carnes'),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo tiempo' }));
    const add = screen.getByRole('dialog', { name: 'Nuevo tiempo' });
    // A new course comes last; a category of another course says where it is now.
    expect(within(add).getByLabelText('Orden')).toHaveValue(3);
    expect(
      within(add)
        .getByRole('checkbox', { name: /Carnes/ })
        .closest('label'),
    ).toHaveTextContent('Ahora en Plato fuerte');
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(within(add).getByText('¡Por favor ingrese el nombre del tiempo!')).toBeInTheDocument();
    fireEvent.change(within(add).getByLabelText('Nombre'), { target: { value: ' Postre ' } });
    fireEvent.click(within(add).getByRole('checkbox', { name: /Postres/ }));
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Tiempo agregado!')).toBeInTheDocument();

    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'POST', path: '/settings/courses/add', body: { title: 'Postre', position: 3, categoryIds: [30] } },
    ]);
  });

  it('deletes a course only after the confirmation', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/courses', body: courses },
      { method: 'GET', path: '/settings/categories', body: categories },
      { method: 'GET', path: '/settings/course-setting', body: { autoFire: false } },
      { method: 'DELETE', path: '/settings/courses/2', body: { message: '¡Tiempo eliminado!' } },
    ]);
    renderAt(<CoursesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Plato fuerte' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' })));
    expect(await screen.findByText('¡Tiempo eliminado!')).toBeInTheDocument();

    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('saves the auto-fire switch as soon as it is switched', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/settings/courses', body: courses },
      { method: 'GET', path: '/settings/categories', body: categories },
      { method: 'GET', path: '/settings/course-setting', body: { autoFire: false } },
      { method: 'POST', path: '/settings/course-setting', body: { message: '¡Configuración de tiempos guardada!' } },
    ]);
    renderAt(<CoursesPage />);
    const toggle = await screen.findByRole('switch', { name: 'Marchar el siguiente tiempo al terminar el anterior' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await act(async () => fireEvent.click(toggle));
    expect(await screen.findByText('¡Configuración de tiempos guardada!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/settings/course-setting', body: { autoFire: true } },
    ]);
  });
});
