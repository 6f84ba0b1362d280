import { expect, request as apiRequest, type APIRequestContext } from '@playwright/test';
import { USERS } from './users';

/** An API client signed in as the admin, for a spec's own setup and checks beside the browser. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await apiRequest.newContext({ baseURL });
  const res = await api.post('/api/v1/auth/signin', {
    data: { username: USERS.admin.username, password: USERS.admin.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** A menu item without options, category or tax: a tap puts it in the cart. */
export async function createItem(admin: APIRequestContext, title: string, price: number): Promise<number> {
  const res = await admin.post('/api/v1/menu-items/add', {
    data: { title, price, netPrice: null, categoryId: null, taxId: null },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

export type KitchenOrder = {
  id: number;
  invoice_id: number | null;
  total: number;
  items: { item_title: string; quantity: number }[];
};

/** The kitchen's orders that hold `title`, oldest first. */
export async function kitchenOrders(admin: APIRequestContext, title: string): Promise<KitchenOrder[]> {
  const res = await admin.get('/api/v1/kitchen');
  expect(res.status()).toBe(200);
  const orders = (await res.json()) as KitchenOrder[];
  return orders.filter((o) => o.items.some((i) => i.item_title === title)).sort((a, b) => a.id - b.id);
}

/** Each order's first line quantity: the specs sell one item per order. */
export const quantitiesOf = (orders: KitchenOrder[]) => orders.map((o) => o.items[0]?.quantity);
