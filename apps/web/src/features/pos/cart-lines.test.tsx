import { priceCartLine, type Course } from '@comandero/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { ivaMenuItem } from '../../test/pos-test-fixtures';
import { CartLines } from './cart-lines';
import { initialPosState, posReducer, type PosAction } from './cart-state';

const courses: Course[] = [
  { id: 1, title: 'Entrada', position: 1, categoryIds: [] },
  { id: 2, title: 'Plato fuerte', position: 2, categoryIds: [] },
];
const soup = ivaMenuItem({ id: 1, title: 'Sopa' });
const steak = ivaMenuItem({ id: 2, title: 'Churrasco' });

/** The cart's lines in a real cart reducer, as the POS renders them. */
function Harness({ actions, withCourses = courses }: { actions: PosAction[]; withCourses?: Course[] }) {
  const [state, dispatch] = useReducer(posReducer, actions.reduce(posReducer, initialPosState));
  return (
    <>
      <CartLines
        state={state}
        dispatch={dispatch}
        priced={state.cart.map(priceCartLine)}
        currency="COP"
        unavailable={new Set()}
        onEditNote={() => undefined}
        courses={withCourses}
      />
      <p data-testid="held">{(state.heldCourses ?? []).join(',')}</p>
    </>
  );
}

describe('cart lines by course (issue 21)', () => {
  it('one tap puts a line in a course; the cart then groups by course and a later course can be held', () => {
    render(
      <Harness
        actions={[
          { type: 'add', item: soup },
          { type: 'add', item: steak },
        ]}
      />,
    );
    // No line has a course yet: one plain list, as before courses.
    expect(screen.queryByRole('region')).toBeNull();
    const chips = (title: string) => screen.getByRole('group', { name: `Tiempo de ${title}` });
    fireEvent.click(within(chips('Sopa')).getByRole('button', { name: 'Entrada' }));
    fireEvent.click(within(chips('Churrasco')).getByRole('button', { name: 'Plato fuerte' }));
    expect(within(chips('Churrasco')).getByRole('button', { name: 'Plato fuerte' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const entrada = screen.getByRole('region', { name: 'Entrada' });
    const fuerte = screen.getByRole('region', { name: 'Plato fuerte' });
    expect(within(entrada).getByRole('listitem', { name: 'Sopa' })).toBeInTheDocument();
    expect(within(fuerte).getByRole('listitem', { name: 'Churrasco' })).toBeInTheDocument();
    expect(within(entrada).queryByRole('switch')).toBeNull();

    const hold = within(fuerte).getByRole('switch', { name: 'Plato fuerte en espera' });
    fireEvent.click(hold);
    expect(hold).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('held')).toHaveTextContent('2');
    fireEvent.click(hold);
    expect(screen.getByTestId('held')).toHaveTextContent(/^$/);
  });

  it('a store without courses shows no chips', () => {
    render(<Harness actions={[{ type: 'add', item: soup }]} withCourses={[]} />);
    expect(screen.getByRole('listitem', { name: 'Sopa' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Tiempo de Sopa' })).toBeNull();
  });
});
