import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { FormDialog } from './form-dialog';

function NameForm({ error, onClose = () => undefined }: { error?: unknown; onClose?: () => void }) {
  const [invalid, setInvalid] = useState(false);
  return (
    <FormDialog title="Nota" onClose={onClose} onSubmit={() => setInvalid(true)} error={error}>
      <input aria-label="Otro" />
      <input aria-label="Nombre" aria-invalid={invalid} />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('has Cancelar and Guardar by default and focuses the first invalid field after a submit', async () => {
    const onClose = vi.fn();
    render(<NameForm onClose={onClose} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    await vi.waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('repeats a failure inline: a string as is, a server error by its message, others by the fallback', () => {
    const { rerender } = render(<NameForm error="Cliente no encontrado" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cliente no encontrado');
    rerender(<NameForm error={new ApiError(400, 'Mesa no existe!', true)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Mesa no existe!');
    rerender(<NameForm error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Algo salio mal!');
    rerender(<NameForm />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
