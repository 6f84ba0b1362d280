import { toMinor, type BillSplitView, type OutsideOrderView } from '@comandero/contracts';
import { IconCirclePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Money } from '../../components/money';
import { AddOrdersDialog } from './add-orders-dialog';
import { outsideOrdersText as T } from './outside-orders-text';
import { billLineText } from './split-allocation';

/**
 * A split table's orders that none of its bills holds (ordered after the cut), set apart in amber
 * with how to settle them, and a way to put them on an unpaid bill.
 */
export function OutsideOrders({ split, currency }: { split: BillSplitView; currency: string | undefined }) {
  const orders = split.outsideOrders ?? [];
  const [adding, setAdding] = useState<OutsideOrderView[] | null>(null);
  if (orders.length === 0) return null;
  const total = orders.reduce((sum, o) => sum + toMinor(o.total), 0);
  return (
    <section
      className="mt-3 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-3"
      aria-label={T.heading}
      data-testid="outside-orders"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-amber-900">{T.heading}</h4>
        <Badge tone="warning">{orders.length}</Badge>
        <Money minor={total} currency={currency} className="ml-auto font-bold text-amber-900" />
      </div>
      <p className="mt-1 text-sm text-amber-900/80">{T.hint}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {orders.map((order) => (
          <li
            key={order.id}
            className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-amber-200"
            data-testid="outside-order"
            aria-label={T.order(order.id, order.tokenNo)}
          >
            <div className="flex flex-wrap items-baseline gap-x-2">
              <p className="flex-1 text-sm font-semibold text-stone-900">{T.order(order.id, order.tokenNo)}</p>
              <Money minor={toMinor(order.total)} currency={currency} className="font-semibold" />
            </div>
            <p className="text-sm text-stone-600">{order.lines.map(billLineText).join(', ')}</p>
            <Button
              variant="outline"
              className="self-start"
              icon={<IconCirclePlus size={19} />}
              aria-label={T.addOneTo(order.id)}
              onClick={() => setAdding([order])}
            >
              {T.addOne}
            </Button>
          </li>
        ))}
      </ul>
      {orders.length > 1 ? (
        <Button className="mt-2" icon={<IconCirclePlus size={19} />} onClick={() => setAdding(orders)}>
          {T.addAll}
        </Button>
      ) : null}
      {adding ? (
        <AddOrdersDialog split={split} orders={adding} currency={currency} onClose={() => setAdding(null)} />
      ) : null}
    </section>
  );
}
