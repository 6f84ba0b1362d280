import { priceCartLine } from '@comandero/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { CartLineRow } from './cart-line-row';
import { initialPosState, posReducer } from './cart-state';
import { ivaMenuItem } from '../../test/pos-test-fixtures';

/** One line of "Agua en botella" in a real cart reducer, as the POS renders it. */
function Harness() {
  const [state, dispatch] = useReducer(posReducer, posReducer(initialPosState, { type: 'add', item: ivaMenuItem() }));
  return (
    <>
      <ul>
        {state.cart.map((line) => (
          <CartLineRow
            key={line.key}
            line={line}
            priced={priceCartLine(line)}
            currency="COP"
            dispatch={dispatch}
            onEditNote={() => undefined}
          />
        ))}
      </ul>
      <p data-testid="lines">{state.cart.map((l) => `${l.title}×${l.quantity}`).join(',') || 'vacío'}</p>
    </>
  );
}

const lines = () => screen.getByTestId('lines').textContent;
const qty = () => screen.getByRole('textbox', { name: 'Cantidad Agua en botella' });

describe('cart line row', () => {
  it('"−" on a line of 1 asks before removing; cancel keeps it, Quitar removes it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Disminuir Agua en botella' }));
    const ask = screen.getByRole('group', { name: '¿Quitar Agua en botella del pedido?' });
    expect(lines()).toBe('Agua en botella×1');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(lines()).toBe('Agua en botella×1');

    fireEvent.click(screen.getByRole('button', { name: 'Aumentar Agua en botella' }));
    fireEvent.click(screen.getByRole('button', { name: 'Disminuir Agua en botella' }));
    // From 2 the "−" just takes one off.
    expect(lines()).toBe('Agua en botella×1');
    expect(screen.queryByRole('group')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Disminuir Agua en botella' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(lines()).toBe('vacío');
  });

  it('takes a typed quantity; blank, 0 or letters never lose the line and go back on leaving the field', async () => {
    render(<Harness />);
    const input = qty();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await act(async () => input.focus());
    fireEvent.change(input, { target: { value: '12' } });
    expect(lines()).toBe('Agua en botella×12');
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveValue('');
    expect(lines()).toBe('Agua en botella×12');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(qty()).toHaveValue('12');
    expect(lines()).toBe('Agua en botella×12');
    await act(async () => qty().focus());
    fireEvent.change(qty(), { target: { value: '3a' } });
    expect(lines()).toBe('Agua en botella×3');
    expect(qty()).toHaveValue('3');
    fireEvent.keyDown(qty(), { key: 'Enter' });
    expect(qty()).not.toHaveFocus();
    // The line total follows the typed quantity: 3 × 4.000.
    expect(screen.getByTestId('line-total')).toHaveTextContent('12.000');
  });
});
