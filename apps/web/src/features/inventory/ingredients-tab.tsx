import { INGREDIENT_UNITS, type Ingredient, type IngredientUnit } from '@comandero/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { DataTable } from '../../components/data-table';
import { IconButton } from '../../components/icon-button';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { formatMoney } from '../../lib/format';
import { EditIngredientDialog, RemoveIngredientDialog } from './ingredient-dialogs';
import { useAddIngredient, useIngredients } from './inventory-api';
import { inventoryText as t } from './inventory-text';
import { WasteForm } from './waste-form';

const T = t.ingredients;
const units = INGREDIENT_UNITS.map((u) => ({ value: u, label: u }));
const qty = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 6 });

function AddIngredientForm() {
  const add = useAddIngredient();
  const [form, setForm] = useState({ name: '', unit: 'g', cost: '', stock: '', minStock: '' });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      {
        name: form.name,
        unit: form.unit as IngredientUnit,
        cost: form.cost || '0',
        stock: form.stock || '0',
        minStock: form.minStock || '0',
      },
      { onSuccess: () => setForm({ name: '', unit: form.unit, cost: '', stock: '', minStock: '' }) },
    );
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <TextField
        label={T.name}
        value={form.name}
        onChange={set('name')}
        required
        containerClassName="col-span-2 sm:col-span-1"
      />
      <Select label={T.unit} value={form.unit} onChange={set('unit')} options={units} />
      <TextField label={T.cost} value={form.cost} onChange={set('cost')} inputMode="decimal" />
      <TextField label={T.stock} value={form.stock} onChange={set('stock')} inputMode="decimal" />
      <TextField label={T.minStock} value={form.minStock} onChange={set('minStock')} inputMode="decimal" />
      <Button type="submit" loading={add.isPending}>
        {T.add}
      </Button>
    </form>
  );
}

/** Insumos: stock and minimum, a low-stock filter, and the form for a new one. */
export function IngredientsTab({ canManage }: { canManage: boolean }) {
  const [lowOnly, setLowOnly] = useState(false);
  const list = useIngredients(lowOnly);
  const [editing, setEditing] = useState<Ingredient | null>(null);
  const [removing, setRemoving] = useState<Ingredient | null>(null);
  const actions = {
    key: 'actions',
    // Named for screen readers only: the word would widen the column past a phone's width.
    header: <span className="sr-only">{T.actions}</span>,
    align: 'right' as const,
    className: 'px-2 whitespace-nowrap',
    render: (r: Ingredient) => (
      <span className="inline-flex gap-1">
        <IconButton label={T.edit(r.name)} icon={<IconPencil size={18} />} onClick={() => setEditing(r)} />
        <IconButton
          label={T.remove(r.name)}
          icon={<IconTrash size={18} />}
          variant="danger"
          onClick={() => setRemoving(r)}
        />
      </span>
    ),
  };
  return (
    <div className="flex flex-col gap-4">
      {canManage ? (
        <Card>
          <AddIngredientForm />
        </Card>
      ) : null}
      {canManage ? (
        <Card title={t.waste.title}>
          <WasteForm />
        </Card>
      ) : null}
      <Card
        padding="none"
        title={t.tabs.ingredients}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-stone-700">
              <input
                type="checkbox"
                className="size-5"
                checked={lowOnly}
                onChange={(e) => setLowOnly(e.target.checked)}
              />
              {T.lowOnly}
            </label>
            <CsvDownloadButton
              path="/inventory/export/stock.csv"
              query={{}}
              fileName="existencias.csv"
              label={T.exportCsv}
            />
          </div>
        }
      >
        <DataTable
          caption={t.tabs.ingredients}
          rows={list.data}
          loading={list.isPending}
          error={list.isError ? t.failed : undefined}
          emptyMessage={T.empty}
          rowKey={(r) => r.id}
          minWidthClassName="min-w-0 sm:min-w-[560px]"
          columns={[
            {
              key: 'name',
              header: T.name,
              render: (r) => (
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                  {r.name}
                  {r.low ? <Badge tone="danger">{T.low}</Badge> : null}
                </span>
              ),
            },
            { key: 'stock', header: T.stock, align: 'right', render: (r) => `${qty(r.stock)} ${r.unit}` },
            {
              key: 'min',
              header: T.minStock,
              align: 'right',
              className: 'hidden sm:table-cell',
              render: (r) => `${qty(r.minStock)} ${r.unit}`,
            },
            {
              key: 'cost',
              header: T.cost,
              align: 'right',
              // On a phone the list keeps name, stock, minimum and the actions within the screen.
              className: 'hidden sm:table-cell',
              render: (r) => `${formatMoney(Math.round(r.cost * 100))} / ${r.unit}`,
            },
            {
              key: 'value',
              header: T.value,
              align: 'right',
              className: 'hidden sm:table-cell',
              render: (r) => formatMoney(Math.round(r.stockValue * 100)),
            },
            ...(canManage ? [actions] : []),
          ]}
        />
      </Card>
      {editing ? <EditIngredientDialog ingredient={editing} onClose={() => setEditing(null)} /> : null}
      <RemoveIngredientDialog ingredient={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

export { qty };
