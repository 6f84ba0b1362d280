import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { VoidReasonsPage } from './void-reasons-page';

const BASE = '/orders/void-reasons';
const reasons = [
  { id: 1, title: 'Producto agotado' },
  { id: 2, title: 'Demora en cocina' },
];

describe('void reasons page', () => {
  it('lists the reasons, adds one and renames another with the title typed', async () => {
    const api = fakeApi([
      { method: 'GET', path: BASE, body: { reasons } },
      { method: 'POST', path: BASE, body: { message: '¡Motivo de anulación guardado!', reasons } },
      { method: 'POST', path: `${BASE}/2/update`, body: { message: '¡Motivo de anulación actualizado!', reasons } },
    ]);
    renderAt(<VoidReasonsPage />);
    expect(await screen.findByRole('listitem', { name: 'Demora en cocina' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Motivos de anulación' })).toHaveTextContent('Producto agotado');

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo motivo' }));
    const add = screen.getByRole('dialog', { name: 'Nuevo motivo de anulación' });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(within(add).getByText('Indique el motivo de la anulación.')).toBeInTheDocument();
    fireEvent.change(within(add).getByLabelText('Motivo'), { target: { value: '  Plato frío ' } });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Motivo de anulación guardado!')).toBeInTheDocument();
    expect(add).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Editar Demora en cocina' }));
    const edit = screen.getByRole('dialog', { name: 'Cambiar el nombre del motivo' });
    expect(within(edit).getByLabelText('Motivo')).toHaveValue('Demora en cocina');
    fireEvent.change(within(edit).getByLabelText('Motivo'), { target: { value: 'Demora en la cocina' } });
    await act(async () => fireEvent.click(within(edit).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Motivo de anulación actualizado!')).toBeInTheDocument();

    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: BASE, body: { title: 'Plato frío' } },
      { method: 'POST', path: `${BASE}/2/update`, body: { title: 'Demora en la cocina' } },
    ]);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(3));
  });

  it('keeps the dialog open with the server message on a duplicate title', async () => {
    fakeApi([
      { method: 'GET', path: BASE, body: { reasons } },
      { method: 'POST', path: BASE, status: 409, body: { message: '¡Ese motivo de anulación ya existe!' } },
    ]);
    renderAt(<VoidReasonsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo motivo' }));
    const add = screen.getByRole('dialog', { name: 'Nuevo motivo de anulación' });
    fireEvent.change(within(add).getByLabelText('Motivo'), { target: { value: 'producto agotado' } });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(await within(add).findByText('¡Ese motivo de anulación ya existe!')).toBeInTheDocument();
    expect(within(add).getByLabelText('Motivo')).toHaveValue('producto agotado');
  });

  it('deletes only after the confirmation', async () => {
    const api = fakeApi([
      { method: 'GET', path: BASE, body: { reasons } },
      { method: 'POST', path: `${BASE}/1/delete`, body: { message: '¡Motivo de anulación eliminado!', reasons } },
    ]);
    renderAt(<VoidReasonsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Producto agotado' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' })));
    expect(await screen.findByText('¡Motivo de anulación eliminado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: `${BASE}/1/delete`, body: {} });
  });

  it('says so when there is no reason yet', async () => {
    fakeApi([{ method: 'GET', path: BASE, body: { reasons: [] } }]);
    renderAt(<VoidReasonsPage />);
    expect(
      await screen.findByText('Aún no hay motivos de anulación. Agregue el primero con «Nuevo motivo».'),
    ).toBeInTheDocument();
  });
});
