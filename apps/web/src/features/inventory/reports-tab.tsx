import { useState } from 'react';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { Select } from '../../components/select';
import { formatDateTime, formatMoney } from '../../lib/format';
import { qty } from './ingredients-tab';
import { useCounts, useFoodCost, useUsage } from './inventory-api';
import { inventoryText as t } from './inventory-text';

const T = t.reports;
const money = (pesos: number) => formatMoney(Math.round(pesos * 100));
const pct = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('es-CO')} %`);

/** Reportes: food cost per item, and theoretical against actual usage between two counts. */
export function ReportsTab() {
  const food = useFoodCost();
  const counts = useCounts();
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const usage = useUsage(from, to);
  const countOptions = (counts.data ?? []).map((c) => ({
    value: String(c.id),
    label: `#${c.id} · ${formatDateTime(c.at)}`,
  }));
  return (
    <div className="flex flex-col gap-4">
      <Card padding="none" title={T.foodCost}>
        <DataTable
          caption={T.foodCost}
          rows={food.data}
          loading={food.isPending}
          rowKey={(r) => `${r.itemId}:${r.variantId ?? ''}`}
          columns={[
            {
              key: 'item',
              header: T.item,
              render: (r) => (r.variantTitle ? `${r.title} · ${r.variantTitle}` : r.title),
            },
            { key: 'price', header: T.price, align: 'right', render: (r) => money(r.price) },
            { key: 'cost', header: T.cost, align: 'right', render: (r) => money(r.cost) },
            { key: 'margin', header: T.margin, align: 'right', render: (r) => money(r.margin) },
            { key: 'mp', header: T.marginPercent, align: 'right', render: (r) => pct(r.marginPercent) },
            { key: 'fc', header: T.foodCostPercent, align: 'right', render: (r) => pct(r.foodCostPercent) },
          ]}
        />
      </Card>
      <Card padding="none" title={T.usage} description={T.usageHint}>
        <div className="grid grid-cols-2 gap-3 px-5 pb-4">
          <Select
            label={T.fromCount}
            placeholder={T.fromCount}
            value={from === null ? '' : String(from)}
            onChange={(e) => setFrom(e.target.value ? Number(e.target.value) : null)}
            options={countOptions}
          />
          <Select
            label={T.toCount}
            placeholder={T.toCount}
            value={to === null ? '' : String(to)}
            onChange={(e) => setTo(e.target.value ? Number(e.target.value) : null)}
            options={countOptions}
          />
        </div>
        <DataTable
          caption={T.usage}
          rows={usage.data}
          loading={usage.isFetching}
          emptyMessage={T.pickCounts}
          rowKey={(r) => r.ingredientId}
          minWidthClassName="min-w-[820px]"
          columns={[
            { key: 'name', header: t.ingredients.name, render: (r) => r.name },
            { key: 'opening', header: T.opening, align: 'right', render: (r) => `${qty(r.opening)} ${r.unit}` },
            { key: 'in', header: T.purchased, align: 'right', render: (r) => qty(r.purchased) },
            { key: 'closing', header: T.closing, align: 'right', render: (r) => qty(r.closing) },
            {
              key: 'th',
              header: T.theoretical,
              align: 'right',
              render: (r) => `${qty(r.theoretical)} · ${money(r.theoreticalCost)}`,
            },
            { key: 'ac', header: T.actual, align: 'right', render: (r) => `${qty(r.actual)} · ${money(r.actualCost)}` },
            { key: 'diff', header: T.difference, align: 'right', render: (r) => qty(r.difference) },
            { key: 'dc', header: T.differenceCost, align: 'right', render: (r) => money(r.differenceCost) },
          ]}
        />
      </Card>
    </div>
  );
}
