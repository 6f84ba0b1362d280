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

  it('runs one save for two taps a few ms apart, with Guardar disabled until that save settles', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const onSubmit = vi.fn(
      () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject()))),
    );
    render(
      <FormDialog title="Nota" onClose={() => undefined} onSubmit={onSubmit}>
        <input aria-label="Nombre" />
      </FormDialog>,
    );
    const save = screen.getByRole('button', { name: 'Guardar' });
    // Both taps before React renders again: only a synchronous lock can stop the second.
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
      fireEvent.submit((save as HTMLButtonElement).form!);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();

    // A failed save frees the button for another try.
    await act(async () => finish(false));
    expect(save).toBeEnabled();
    act(() => {
      fireEvent.click(save);
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await act(async () => finish(true));
    expect(save).toBeEnabled();
  });

  it('does not lock when the submit sends nothing (invalid fields)', () => {
    const onSubmit = vi.fn(() => undefined);
    render(
      <FormDialog title="Nota" onClose={() => undefined} onSubmit={onSubmit}>
        <input aria-label="Nombre" />
      </FormDialog>,
    );
    const save = screen.getByRole('button', { name: 'Guardar' });
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(save).toBeEnabled();
  });
});
