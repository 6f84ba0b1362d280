import type { BenchItem } from './seed-menu.js';

/**
 * Bodies of POST /pos/create-order: carts of 3 lines, each with a variant and one or two add-ons of
 * its own item. Order k goes to tables[k % tables.length] (null: no table, so takeaway).
 */
export function makeCarts(items: BenchItem[], n: number, tables: (number | null)[] = [null]): string[] {
  const rich = items.filter((i) => i.variantIds.length && i.addonIds.length);
  const pick = <T>(list: T[], k: number) => list[(k * 2654435761) % list.length];
  return Array.from({ length: n }, (_, k) => {
    const cart = [0, 1, 2].map((j) => {
      const item = pick(rich, k * 3 + j);
      const addons = item.addonIds.slice(0, 1 + ((k + j) % 2));
      return {
        id: item.id,
        title: 'x',
        price: 0,
        quantity: 1 + ((k + j) % 3),
        notes: j === 0 ? 'sin sal' : null,
        variant_id: item.variantIds[0],
        addons_ids: addons,
      };
    });
    const tableId = tables[k % tables.length];
    return JSON.stringify({
      cart,
      deliveryType: tableId === null ? 'takeaway' : 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId,
    });
  });
}

/** One order through the API, as the POS sends it; its id from the answer. */
export async function createOrder(url: string, cookie: string, body: string, key: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/pos/create-order`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
    body,
  });
  const answer = (await res.json()) as { orderId?: number; message?: string };
  if (res.status !== 200 || typeof answer.orderId !== 'number') {
    throw new Error(`create-order: ${res.status} ${answer.message ?? ''}`);
  }
  return answer.orderId;
}
