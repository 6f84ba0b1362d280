import { priceCartLine, totalsOf, type CartLine, type DisplayState } from '@comandero/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartLine } from '../../test/pos-test-fixtures';
import { channelName } from './display-channel';
import { readLastState } from './use-display-source';
import type { PayView } from './display-state';
import { useCustomerDisplay } from './use-customer-display';

const tinto = cartLine({ key: '1||', title: 'Tinto', price: 2_000, category_title: 'Bebidas' });

type Props = { cart: (CartLine & { key: string })[]; paying: PayView | null };
const store = { name: 'La Fonda', logo: null };

// As the POS does: the prices and totals are memoised on the cart.
function useDisplay({ cart, paying }: Props) {
  const priced = useMemo(() => cart.map(priceCartLine), [cart]);
  const totals = useMemo(() => totalsOf(priced), [priced]);
  return useCustomerDisplay({ cart, priced, totals, store, currency: 'COP', paying });
}

describe('useCustomerDisplay', () => {
  const listeners: BroadcastChannel[] = [];
  afterEach(() => listeners.splice(0).forEach((c) => c.close()));

  it('posts each change of the sale to the same computer, and keeps the last state for a late window', async () => {
    const heard: DisplayState[] = [];
    const listener = new BroadcastChannel(channelName());
    listeners.push(listener);
    listener.onmessage = (e: MessageEvent<DisplayState>) => heard.push(e.data);

    const { rerender, result } = renderHook((p: Props) => useDisplay(p), {
      initialProps: { cart: [], paying: null } as Props,
    });
    rerender({ cart: [tinto], paying: null });
    rerender({ cart: [{ ...tinto, quantity: 2 }], paying: null });
    const paying = { tip: null, due: 400_000, received: 500_000, change: 100_000, method: 'Efectivo' };
    rerender({ cart: [{ ...tinto, quantity: 2 }], paying });
    // The payment went through: in one update, as the POS's success handler does, the thanks are
    // set and the cart empties.
    act(() => {
      result.current.showPaid({ total: 400_000, change: 100_000, documentQr: null });
      rerender({ cart: [], paying: null });
    });

    await waitFor(() => expect(heard.at(-1)?.phase).toBe('paid'));
    expect(heard.map((s) => s.phase)).toEqual(['idle', 'ordering', 'ordering', 'paying', 'paid']);
    expect(heard[2]).toMatchObject({ lines: [{ title: 'Tinto', quantity: 2, total: 400_000 }], total: 400_000 });
    expect(heard[3].payment).toEqual(paying);
    expect(readLastState()).toMatchObject({ phase: 'paid', paid: { total: 400_000, change: 100_000 } });

    // The next sale's first line ends the thanks.
    rerender({ cart: [tinto], paying: null });
    await waitFor(() => expect(heard.at(-1)?.phase).toBe('ordering'));
  });
});
