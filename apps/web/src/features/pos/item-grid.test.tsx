import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRID_PAGE, ItemGrid } from './item-grid';
import { ivaMenuItem } from '../../test/pos-test-fixtures';
import { stockStatesOf } from './stock-state';

/** jsdom has no layout: the test says when the end of the list comes near the view. */
class FakeObserver {
  static current: FakeObserver | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeObserver.current = this;
  }
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = null;
  }
  approach() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const menu = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ivaMenuItem({ id: from + i, title: `Plato ${from + i}` }));
const cards = () => document.querySelectorAll('[data-item-id]').length;

describe('POS item grid', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('renders a long menu a page at a time as its end comes near, and a new list from its first page', () => {
    const onPick = vi.fn();
    const long = menu(150);
    const { rerender } = render(<ItemGrid items={long} currency="COP" onPick={onPick} />);
    expect(cards()).toBe(GRID_PAGE);
    act(() => FakeObserver.current!.approach());
    expect(cards()).toBe(2 * GRID_PAGE);
    act(() => FakeObserver.current!.approach());
    expect(cards()).toBe(150);
    // Everything is shown: no sentinel is left to observe.
    expect(FakeObserver.current).toBeNull();

    rerender(<ItemGrid items={menu(100, 500)} currency="COP" onPick={onPick} />);
    expect(cards()).toBe(GRID_PAGE);
    expect(screen.getByText('Plato 500')).toBeTruthy();
    expect(screen.queryByText('Plato 1')).toBeNull();
  });

  it('renders a short menu whole, without waiting for a scroll', () => {
    render(<ItemGrid items={menu(12)} currency="COP" onPick={vi.fn()} />);
    expect(cards()).toBe(12);
    expect(FakeObserver.current).toBeNull();
  });

  it('shows whole pesos, and "desde" the cheapest variant on an item whose variant sets the price', () => {
    const churrasco = ivaMenuItem({
      id: 1,
      title: 'Churrasco',
      price: 9000,
      variants: [
        { id: 1, item_id: 1, title: 'Medio', price: 6000 },
        { id: 2, item_id: 1, title: 'Tres cuartos', price: 16000 },
      ],
    });
    render(<ItemGrid items={[churrasco, ivaMenuItem({ id: 2, price: 4000 })]} currency="COP" onPick={vi.fn()} />);
    const [variantCard, plainCard] = screen.getAllByRole('button');
    expect(variantCard).toHaveTextContent(/^Churrascodesde Col\$ 6\.000$/);
    expect(plainCard).toHaveTextContent(/^Agua en botellaCol\$ 4\.000$/);
  });

  it('shows "Agotado": blocked items cannot be picked, "warn" ones still can (issue 24)', () => {
    const onPick = vi.fn();
    const stock = stockStatesOf({ mode: 'warn', stockOutItemIds: [1], soldOutItemIds: [2] });
    render(<ItemGrid items={menu(3)} currency="COP" onPick={onPick} stock={stock} />);
    const [warned, eightySixed, fine] = ['Plato 1', 'Plato 2', 'Plato 3'].map((name) =>
      screen.getByRole('button', { name: new RegExp(name) }),
    );
    expect(warned).toHaveTextContent('Agotado');
    expect(warned).toBeEnabled();
    expect(eightySixed).toHaveTextContent('Agotado');
    expect(eightySixed).toBeDisabled();
    expect(fine).not.toHaveTextContent('Agotado');
    fireEvent.click(warned);
    fireEvent.click(eightySixed);
    expect(onPick).toHaveBeenCalledTimes(1);
    // In "block" mode the stock-out item is blocked too.
    expect(stockStatesOf({ mode: 'block', stockOutItemIds: [1], soldOutItemIds: [] }).get(1)).toBe('blocked');
  });
});
