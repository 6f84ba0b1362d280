import { POS_MESSAGES, type PosMenuItem } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialPosState, posReducer } from './cart-state';
import { orderBody, useOrderSubmit } from './use-order-submit';

const water: PosMenuItem = {
  id: 7,
  title: 'Agua en botella',
  price: 4000,
  net_price: null,
  image: null,
  category_id: null,
  category_title: null,
  tax_id: 2,
  tax_title: 'IVA',
  tax_rate: 19,
  tax_type: 'exclusive',
  variants: [],
  addons: [],
};
const state = posReducer(initialPosState, { type: 'add', item: water });

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onSuccess = vi.fn();
  const hook = renderHook(() => useOrderSubmit(onSuccess), { wrapper });
  return { hook, onSuccess, invalidate };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('order submit', () => {
  it('sends the totals in pesos from the shared pricing', () => {
    // 4.000 + 19 % = 4.760
    expect(orderBody(state, 3)).toMatchObject({
      customerType: 'WALKIN',
      customerId: null,
      deliveryType: null,
      netTotal: 4000,
      taxTotal: 760,
      total: 4760,
      paymentTypeId: 3,
    });
  });

  it('sends one request for a double click, with an Idempotency-Key', async () => {
    let resolve!: (r: Response) => void;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((r) => (resolve = r)));
    const { hook, onSuccess } = setup();
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = hook.result.current.submit('kitchen', state);
      second = hook.result.current.submit('kitchen', state);
    });
    await act(async () => {
      resolve(json(200, { tokenNo: 5, orderId: 9, message: POS_MESSAGES.orderCreated }));
      expect(await second).toBe(false);
      expect(await first).toBe(true);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/\S{8,}/);
    expect(onSuccess).toHaveBeenCalledWith(
      { tokenNo: 5, orderId: 9, message: POS_MESSAGES.orderCreated },
      'kitchen',
      state,
    );
  });

  it('retries a failed submit with the same key and refetches the menu when prices changed', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(409, { message: POS_MESSAGES.pricesChanged }))
      .mockResolvedValueOnce(json(200, { tokenNo: 1, orderId: 2, message: 'ok' }))
      .mockResolvedValueOnce(json(200, { tokenNo: 2, orderId: 3, message: 'ok' }));
    const { hook, invalidate } = setup();
    await act(async () => {
      expect(await hook.result.current.submit('pay', state, 1)).toBe(false);
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pos', 'init'] });
    await act(async () => {
      expect(await hook.result.current.submit('pay', state, 1)).toBe(true);
    });
    await act(async () => {
      await hook.result.current.submit('pay', state, 1);
    });
    const keys = fetchMock.mock.calls.map((c) => (c[1]?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
