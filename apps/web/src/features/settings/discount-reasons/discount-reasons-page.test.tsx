import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { DiscountReasonsPage } from './discount-reasons-page';

const BASE = '/orders/bills/discount-reasons';
const reasons = [
  { id: 1, title: 'Cortesía' },
  { id: 2, title: 'Cliente frecuente' },
];

describe('discount reasons page', () => {
  it('lists the reasons, adds one and renames another with the title typed', async () => {
    const api = fakeApi([
      { method: 'GET', path: BASE, body: { reasons } },
      { method: 'POST', path: BASE, body: { message: '¡Motivo de descuento guardado!', reasons } },
      { method: 'POST', path: `${BASE}/2/update`, body: { message: '¡Motivo de descuento actualizado!', reasons } },
    ]);
    renderAt(<DiscountReasonsPage />);
    expect(await screen.findByRole('listitem', { name: 'Cliente frecuente' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Motivos de descuento' })).toHaveTextContent('Cortesía');

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo motivo' }));
    const add = screen.getByRole('dialog', { name: 'Nuevo motivo de descuento' });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(within(add).getByText('¡Indique el motivo del descuento!')).toBeInTheDocument();
    fireEvent.change(within(add).getByLabelText('Motivo'), { target: { value: '  Cumpleaños ' } });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Motivo de descuento guardado!')).toBeInTheDocument();
    expect(add).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Editar Cliente frecuente' }));
    const edit = screen.getByRole('dialog', { name: 'Cambiar el nombre del motivo' });
    expect(within(edit).getByLabelText('Motivo')).toHaveValue('Cliente frecuente');
    fireEvent.change(within(edit).getByLabelText('Motivo'), { target: { value: 'Cliente habitual' } });
    await act(async () => fireEvent.click(within(edit).getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('¡Motivo de descuento actualizado!')).toBeInTheDocument();

    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: BASE, body: { title: 'Cumpleaños' } },
      { method: 'POST', path: `${BASE}/2/update`, body: { title: 'Cliente habitual' } },
    ]);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(3));
  });

  it('keeps the dialog open with the server message on a duplicate title', async () => {
    fakeApi([
      { method: 'GET', path: BASE, body: { reasons } },
      { method: 'POST', path: BASE, status: 409, body: { message: '¡Ese motivo de descuento ya existe!' } },
    ]);
    renderAt(<DiscountReasonsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo motivo' }));
    const add = screen.getByRole('dialog', { name: 'Nuevo motivo de descuento' });
    fireEvent.change(within(add).getByLabelText('Motivo'), { target: { value: 'cortesia' } });
    await act(async () => fireEvent.click(within(add).getByRole('button', { name: 'Guardar' })));
    expect(await within(add).findByText('¡Ese motivo de descuento ya existe!')).toBeInTheDocument();
    expect(within(add).getByLabelText('Motivo')).toHaveValue('cortesia');
  });

  it('deletes only after the confirmation', async () => {
    const api = fakeApi([
      { method: 'GET', path: BASE, body: { reasons } },
      { method: 'POST', path: `${BASE}/1/delete`, body: { message: '¡Motivo de descuento eliminado!', reasons } },
    ]);
    renderAt(<DiscountReasonsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Cortesía' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' })));
    expect(await screen.findByText('¡Motivo de descuento eliminado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: `${BASE}/1/delete`, body: {} });
  });

  it('says so when there is no reason yet', async () => {
    fakeApi([{ method: 'GET', path: BASE, body: { reasons: [] } }]);
    renderAt(<DiscountReasonsPage />);
    expect(
      await screen.findByText('Aún no hay motivos de descuento. Agregue el primero con «Nuevo motivo».'),
    ).toBeInTheDocument();
  });
});
