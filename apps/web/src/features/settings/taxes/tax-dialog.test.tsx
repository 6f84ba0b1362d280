import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { TaxDialog } from './tax-dialog';

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('tax dialog', () => {
  it('shows the spec messages before sending anything', async () => {
    const api = fakeApi([]);
    renderAt(<TaxDialog tax={null} onClose={() => undefined} />);
    screen.getByLabelText('Tipo').focus();
    await act(async () => save());
    const dialog = screen.getByRole('dialog', { name: 'Nuevo impuesto' });
    expect(within(dialog).getByText('Proporcione un titulo!')).toBeInTheDocument();
    expect(within(dialog).getByText('Valor invalido en la tasa de impuestos!')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleccione el tipo de impuesto!')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    // The focus moves to the first refused field.
    await vi.waitFor(() => expect(screen.getByLabelText('Título')).toHaveFocus());
  });

  it('sends the parsed body and closes on success', async () => {
    const api = fakeApi([
      { method: 'POST', path: '/settings/taxes/add', body: { message: '¡Impuesto agregado!', id: 9 } },
    ]);
    const onClose = vi.fn();
    renderAt(<TaxDialog tax={null} onClose={onClose} />);
    type('Título', ' IVA reducido ');
    type('Tasa %', '2.5');
    type('Tipo', 'inclusive');
    await act(async () => save());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toEqual([
      { method: 'POST', path: '/settings/taxes/add', body: { title: 'IVA reducido', rate: 2.5, type: 'inclusive' } },
    ]);
    expect(await screen.findByText('¡Impuesto agregado!')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the server refuses, showing its message', async () => {
    fakeApi([
      { method: 'POST', path: '/settings/taxes/7/update', status: 404, body: { message: '¡Impuesto no encontrado!' } },
    ]);
    const onClose = vi.fn();
    renderAt(<TaxDialog tax={{ id: 7, title: 'IVA', rate: 19, type: 'exclusive' }} onClose={onClose} />);
    expect(screen.getByLabelText('Tasa %')).toHaveValue(19);
    type('Título', 'IVA general');
    await act(async () => save());
    const dialog = screen.getByRole('dialog', { name: 'Actualizar impuesto' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('¡Impuesto no encontrado!');
    expect(screen.getByLabelText('Título')).toHaveValue('IVA general');
    expect(onClose).not.toHaveBeenCalled();
  });
});
