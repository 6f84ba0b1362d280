import { expect, type APIRequestContext } from '@playwright/test';
import { submitTotals, type OrderResult, type PosInitResponse } from '@comandero/contracts';
import { apiDrawerHeaders } from './drawer';

/** A registered customer made through the API, with a unique phone per call. */
export async function createCustomer(
  request: APIRequestContext,
  name: string,
): Promise<{ phone: string; name: string }> {
  const phone = `3${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 10)}`;
  const res = await request.post('/api/v1/customers/add', { data: { phone, name } });
  expect(res.status(), await res.text()).toBe(200);
  // The server normalises the phone; the stored one is what searches and orders must name.
  const { customer } = (await res.json()) as { customer: { phone: string; name: string } };
  return { phone: customer.phone, name: customer.name };
}

export type PaidOrder = OrderResult & { invoiceId: number; total: number; itemTitle: string; quantity: number };

/**
 * Pays and sends an order the way the POS does (POST /pos/create-order-and-invoice), with a real
 * menu item of /pos/init and the totals of the shared pricing. `request` must be signed in.
 */
export async function createPaidOrder(
  request: APIRequestContext,
  options: {
    customer?: { phone: string; name: string };
    quantity?: number;
    itemIndex?: number;
    paymentTypeId?: number;
  } = {},
): Promise<PaidOrder> {
  const init = await request.get('/api/v1/pos/init');
  expect(init.status()).toBe(200);
  const { menuItems } = (await init.json()) as PosInitResponse;
  // A plain item (no variant to choose), so the line prices as the menu lists it.
  const plain = menuItems.filter((m) => m.variants.length === 0);
  const item = plain[(options.itemIndex ?? 0) % plain.length];
  if (!item) throw new Error('the seeded menu has no item without variants');
  const quantity = options.quantity ?? 2;
  const cart = [{ ...item, quantity, notes: null, variant: null, variant_id: null, addons: [], addons_ids: [] }];
  const totals = submitTotals(cart);
  const res = await request.post('/api/v1/pos/create-order-and-invoice', {
    // No payment type counts as cash, which needs an open drawer (issue 18).
    headers: await apiDrawerHeaders(request),
    data: {
      cart,
      deliveryType: 'takeaway',
      customerType: options.customer ? 'CUSTOMER' : 'WALKIN',
      customerId: options.customer ?? null,
      tableId: null,
      paymentTypeId: options.paymentTypeId ?? null,
      ...totals,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const result = (await res.json()) as OrderResult;
  if (result.invoiceId === undefined) throw new Error('create-order-and-invoice answered no invoiceId');
  return { ...result, invoiceId: result.invoiceId, total: totals.total, itemTitle: item.title, quantity };
}

/** A new active payment type with a unique title, so a report row can be told apart from other specs' sales. */
export async function createPaymentType(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post('/api/v1/settings/payment-types/add', { data: { title, isActive: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** Switched off afterwards: the POS lists active payment types only, and one in use cannot be deleted. */
export async function deactivatePaymentType(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.post(`/api/v1/settings/payment-types/${id}/toggle`, { data: { isActive: 0 } });
  expect(res.status(), await res.text()).toBe(200);
}

export const TABLET = { width: 1024, height: 768 } as const;
export const PHONE = { width: 390, height: 844 } as const;
