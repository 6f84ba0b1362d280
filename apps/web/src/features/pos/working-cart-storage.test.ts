import { describe, expect, it } from 'vitest';
import { initialPosState, posReducer, type PosCartLine, type PosState } from './cart-state';
import { clearWorkingCart, readWorkingCart, writeWorkingCart } from './working-cart-storage';

const line = { id: 1, title: 'Café tinto', price: 2500, quantity: 2, notes: 'sin azúcar', key: '1||' } as PosCartLine;
const working: PosState = { ...initialPosState, cart: [line], deliveryType: 'dinein', tableId: 3 };

describe('POS working cart in session storage', () => {
  it('restores the cart, service and table per user', () => {
    writeWorkingCart('cajero', working);
    expect(readWorkingCart('cajero')).toEqual(working);
    expect(readWorkingCart('mesero')).toBeNull();
  });

  it('leaves nothing behind for a blank order and can be cleared', () => {
    writeWorkingCart('cajero', working);
    writeWorkingCart(
      'cajero',
      posReducer(posReducer(working, { type: 'setTable', tableId: null }), { type: 'newOrder' }),
    );
    expect(readWorkingCart('cajero')).toMatchObject({ cart: [], deliveryType: 'dinein' });
    writeWorkingCart('cajero', initialPosState);
    expect(readWorkingCart('cajero')).toBeNull();
    writeWorkingCart('cajero', working);
    clearWorkingCart('cajero');
    expect(readWorkingCart('cajero')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('comandero.pos-working-cart.cajero', '{"cart":"x"}');
    expect(readWorkingCart('cajero')).toBeNull();
    sessionStorage.setItem('comandero.pos-working-cart.cajero', '{nope');
    expect(readWorkingCart('cajero')).toBeNull();
  });
});
