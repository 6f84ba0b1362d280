import { POS_MESSAGES, type PosInitResponse } from '@comandero/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { useReducer, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POS_INIT_QUERY_KEY } from '../../lib/query-keys';
import { initialPosState, posReducer } from './cart-state';
import { ivaMenuItem } from '../../test/pos-test-fixtures';
import { orderBody, useOrderSubmit } from './use-order-submit';

const water = ivaMenuItem();
const state = posReducer(initialPosState, { type: 'add', item: water });

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onSuccess = vi.fn();
  // The POS screen's wiring: a refreshed catalogue is applied to the cart at once.
  const hook = renderHook(
    () => {
      const [pos, dispatch] = useReducer(posReducer, state);
      const submitter = useOrderSubmit({
        onSuccess,
        onCatalogueRefreshed: (init) =>
          dispatch({ type: 'syncCatalogue', menu: init.menuItems, tableIds: init.storeTables.map((t) => t.id) }),
      });
      return { pos, ...submitter };
    },
    { wrapper },
  );
  return { hook, onSuccess, client };
}

const initWith = (price: number) =>
  ({ menuItems: [{ ...water, price }], storeTables: [] }) as unknown as PosInitResponse;

type Call = { url: string; method: string; key: string | undefined; body: { total?: number } | undefined };
/** Answers by route; records what each request sent. */
function fakeServer(answers: Record<string, (() => Response | Promise<Response>)[]>) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Call['body']) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', key: headers['Idempotency-Key'], body });
    const route = Object.keys(answers).find((r) => url.endsWith(r));
    const next = route ? answers[route].shift() : undefined;
    if (!next) throw new Error(`unexpected request ${url}`);
    return Promise.resolve(next());
  });
  return calls;
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
      undefined,
    );
  });

  it('on a prices-changed 409 refetches the menu, re-prices the cart, and the new body gets a new key', async () => {
    const calls = fakeServer({
      '/pos/create-order-and-invoice': [
        () => json(409, { message: POS_MESSAGES.pricesChanged }),
        () => json(200, { tokenNo: 1, orderId: 2, message: 'ok' }),
      ],
      '/pos/init': [() => json(200, initWith(5000))],
    });
    const { hook } = setup();
    await act(async () => {
      expect(await hook.result.current.submit('pay', hook.result.current.pos, 1)).toBe(false);
    });
    expect(hook.result.current.pos.cart[0].price).toBe(5000);
    await act(async () => {
      expect(await hook.result.current.submit('pay', hook.result.current.pos, 1)).toBe(true);
    });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body?.total)).toEqual([4760, 5950]);
    expect(posts[1].key).not.toBe(posts[0].key);
  });

  it('re-prices even when the refetched menu equals the cached one', async () => {
    fakeServer({
      '/pos/create-order': [() => json(409, { message: 'Otro conflicto del catalogo' })],
      '/pos/init': [() => json(200, initWith(4500))],
    });
    const { hook, client } = setup();
    client.setQueryData(POS_INIT_QUERY_KEY, initWith(4500));
    await act(async () => {
      await hook.result.current.submit('kitchen', hook.result.current.pos);
    });
    expect(hook.result.current.pos.cart[0].price).toBe(4500);
  });

  it('does not treat a reused Idempotency-Key as a catalogue change', async () => {
    const calls = fakeServer({
      '/pos/create-order': [() => json(409, { message: POS_MESSAGES.idempotencyKeyReused })],
    });
    const { hook } = setup();
    await act(async () => {
      expect(await hook.result.current.submit('kitchen', hook.result.current.pos)).toBe(false);
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/pos/create-order']);
    // Said inside the submit dialog too: its modal hides the toasts from screen readers.
    expect(hook.result.current.error).toBe(POS_MESSAGES.idempotencyKeyReused);
  });

  it('retries with the same key only when the answer was lost on the network', async () => {
    const calls = fakeServer({
      '/pos/create-order': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => json(400, { message: POS_MESSAGES.tableInvalid }),
        () => json(200, { tokenNo: 3, orderId: 4, message: 'ok' }),
      ],
      '/pos/init': [() => json(200, initWith(4000))],
    });
    const { hook, onSuccess } = setup();
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        await hook.result.current.submit('kitchen', hook.result.current.pos);
      });
    }
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body?.total)).toEqual([4760, 4760, 4760]);
    expect(posts[1].key).toBe(posts[0].key);
    expect(posts[2].key).not.toBe(posts[1].key);
    expect(onSuccess).toHaveBeenCalledOnce();
  });
});
