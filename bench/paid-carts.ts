import { submitTotals, type PosInitResponse, type PosOption } from '@comandero/contracts';

type BenchLine = { id: number; quantity: number; variant_id: number | null; addons_ids: number[] };

/**
 * Bodies of POST /pos/create-order-and-invoice from create-order bodies: the totals the POS would
 * send, priced from what /pos/init shows (as the browser does), paid with the first payment type.
 */
export async function payAndSendCarts(url: string, cookie: string, carts: string[]): Promise<string[]> {
  const res = await fetch(`${url}/api/v1/pos/init`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`pos/init: ${res.status}`);
  const init = (await res.json()) as PosInitResponse;
  const items = new Map(init.menuItems.map((i) => [i.id, i]));
  const paymentTypeId = init.paymentTypes[0]?.id;
  if (paymentTypeId === undefined) throw new Error('no hay formas de pago activas');
  const option = (list: PosOption[], id: number) => {
    const found = list.find((o) => o.id === id);
    if (!found) throw new Error(`opción ${id} no está en /pos/init`);
    return found;
  };
  return carts.map((text) => {
    const body = JSON.parse(text) as { cart: BenchLine[] };
    const priced = body.cart.map((line) => {
      const item = items.get(line.id);
      if (!item) throw new Error(`item ${line.id} no está en /pos/init`);
      return {
        price: item.price,
        quantity: line.quantity,
        tax_rate: item.tax_rate,
        tax_type: item.tax_type,
        variant: line.variant_id === null ? null : option(item.variants, line.variant_id),
        addons: line.addons_ids.map((id) => option(item.addons, id)),
      };
    });
    return JSON.stringify({ ...body, ...submitTotals(priced), paymentTypeId });
  });
}
