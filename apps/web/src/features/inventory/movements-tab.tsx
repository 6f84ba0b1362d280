import { STOCK_MOVEMENT_KINDS } from '@comandero/contracts';
import { useState } from 'react';
import { Card } from '../../components/card';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { DataTable } from '../../components/data-table';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { formatDateTime, formatMoney } from '../../lib/format';
import { qty } from './ingredients-tab';
import { useIngredients, useMovements, type MovementFilter } from './inventory-api';
import { inventoryText as t } from './inventory-text';

const T = t.movements;

/** Movimientos: the append-only history, filtered by ingredient, kind and dates. */
export function MovementsTab() {
  const ingredients = useIngredients();
  const [filter, setFilter] = useState<MovementFilter>({});
  const list = useMovements(filter);
  const set = (k: keyof MovementFilter) => (e: { target: { value: string } }) =>
    setFilter({ ...filter, [k]: e.target.value || undefined });
  return (
    <Card
      padding="none"
      title={t.tabs.movements}
      actions={
        <CsvDownloadButton
          path="/inventory/export/movements.csv"
          query={filter}
          fileName="movimientos-inventario.csv"
          label={T.exportCsv}
        />
      }
    >
      <div className="grid grid-cols-2 gap-3 px-5 pb-4 sm:grid-cols-4">
        <Select
          label={T.ingredient}
          value={filter.ingredientId ?? ''}
          placeholder={T.all}
          onChange={set('ingredientId')}
          options={(ingredients.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
        />
        <Select
          label={T.kind}
          value={filter.kind ?? ''}
          placeholder={T.all}
          onChange={set('kind')}
          options={STOCK_MOVEMENT_KINDS.map((k) => ({ value: k, label: T.kinds[k] }))}
        />
        <TextField label={T.from} type="date" value={filter.from ?? ''} onChange={set('from')} />
        <TextField label={T.to} type="date" value={filter.to ?? ''} onChange={set('to')} />
      </div>
      <DataTable
        caption={t.tabs.movements}
        rows={list.data}
        loading={list.isPending}
        error={list.isError ? t.failed : undefined}
        rowKey={(r) => r.id}
        minWidthClassName="min-w-[760px]"
        columns={[
          { key: 'at', header: T.at, render: (r) => formatDateTime(r.at) },
          { key: 'ingredient', header: T.ingredient, render: (r) => r.ingredientName },
          { key: 'kind', header: T.kind, render: (r) => T.kinds[r.kind as keyof typeof T.kinds] ?? r.kind },
          { key: 'qty', header: T.quantity, align: 'right', render: (r) => `${qty(r.quantity)} ${r.unit}` },
          { key: 'cost', header: T.cost, align: 'right', render: (r) => formatMoney(Math.round(r.cost * 100)) },
          { key: 'after', header: T.after, align: 'right', render: (r) => qty(r.stockAfter) },
          { key: 'user', header: T.user, render: (r) => r.user ?? '' },
          { key: 'reason', header: T.reason, render: (r) => r.reason ?? (r.orderId ? `#${r.orderId}` : '') },
        ]}
      />
    </Card>
  );
}
