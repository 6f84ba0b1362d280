import { CUSTOMERS_API, MENU_API, ORDERS_API, TAXES_API } from '@comandero/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call';

type Sent = { url: string; method: string; body: unknown; headers: Record<string, string> };

function stubServer(answer: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
        headers: init?.headers as Record<string, string>,
      });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiCall', () => {
  it("sends the definition's method to its path with the parameters filled in and encoded", async () => {
    const sent = stubServer({ message: 'ok' });
    await apiCall(ORDERS_API.voidItem, { params: { id: 12 }, body: { reason: 'Error' } });
    await apiCall(CUSTOMERS_API.remove, { params: { phone: '+57 300/1' } });
    await apiCall(MENU_API.variants.update, { params: { itemId: 3, optionId: 9 }, body: { title: 'x', price: 1 } });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/v1/orders/items/12/void',
      'DELETE /api/v1/customers/%2B57%20300%2F1/delete',
      'POST /api/v1/menu-items/variants/3/update/9',
    ]);
    expect(sent[0].body).toEqual({ reason: 'Error' });
    expect(sent[1].body).toBeUndefined();
  });

  it('sends the query and extra headers, and answers the parsed body', async () => {
    const sent = stubServer([{ id: 1, title: 'IVA', rate: 19, type: 'exclusive' }]);
    const taxes = await apiCall(TAXES_API.list);
    expect(taxes[0].title).toBe('IVA');
    await apiCall(TAXES_API.remove, { params: { id: 4 }, query: { replaceWith: 2 }, headers: { 'X-Test': '1' } });
    expect(sent[1].url).toBe('/api/v1/settings/taxes/4?replaceWith=2');
    expect(sent[1].headers['X-Test']).toBe('1');
  });
});
