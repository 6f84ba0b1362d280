import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useAddPurchase, useIngredients, usePurchases } from './inventory-api';
import { inventoryText as t } from './inventory-text';

const T = t.purchases;
type Line = { ingredientId: string; quantity: string; total: string };
const blank: Line = { ingredientId: '', quantity: '', total: '' };

/** Compras: a supplier's delivery in; each ingredient's cost becomes the weighted average. */
export function PurchaseTab({ canManage }: { canManage: boolean }) {
  const ingredients = useIngredients();
  const purchases = usePurchases();
  const add = useAddPurchase();
  const [supplier, setSupplier] = useState('');
  const [invoice, setInvoice] = useState('');
  const [lines, setLines] = useState<Line[]>([blank]);
  const unitOf = (id: string) => ingredients.data?.find((i) => String(i.id) === id)?.unit ?? '';
  const update = (k: number, patch: Partial<Line>) => setLines(lines.map((l, i) => (i === k ? { ...l, ...patch } : l)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      {
        supplier,
        invoiceNumber: invoice,
        lines: lines.map((l) => ({ ingredientId: l.ingredientId, quantity: l.quantity, total: l.total || '0' })),
      },
      {
        onSuccess: () => {
          setSupplier('');
          setInvoice('');
          setLines([blank]);
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      {canManage ? (
        <Card title={t.tabs.purchases}>
          <form onSubmit={submit} className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label={T.supplier} value={supplier} onChange={(e) => setSupplier(e.target.value)} required />
              <TextField label={T.invoice} value={invoice} onChange={(e) => setInvoice(e.target.value)} />
            </div>
            {lines.map((l, k) => (
              <div key={k} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <Select
                  label={t.movements.ingredient}
                  placeholder={T.pick}
                  value={l.ingredientId}
                  onChange={(e) => update(k, { ingredientId: e.target.value })}
                  options={(ingredients.data ?? []).map((i) => ({
                    value: String(i.id),
                    label: `${i.name} (${i.unit})`,
                  }))}
                  containerClassName="col-span-2 sm:col-span-1"
                />
                <TextField
                  label={`${t.movements.quantity}${l.ingredientId ? ` (${unitOf(l.ingredientId)})` : ''}`}
                  inputMode="decimal"
                  value={l.quantity}
                  onChange={(e) => update(k, { quantity: e.target.value })}
                />
                <TextField
                  label={T.total}
                  inputMode="decimal"
                  value={l.total}
                  onChange={(e) => update(k, { total: e.target.value })}
                />
              </div>
            ))}
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={() => setLines([...lines, blank])}>
                {T.addLine}
              </Button>
              <Button type="submit" loading={add.isPending}>
                {T.save}
              </Button>
            </div>
          </form>
        </Card>
      ) : null}
      <Card padding="none" title={T.recent}>
        <DataTable
          caption={T.recent}
          rows={purchases.data}
          loading={purchases.isPending}
          rowKey={(r) => r.id}
          minWidthClassName="min-w-[480px]"
          columns={[
            { key: 'at', header: t.movements.at, render: (r) => formatDateTime(r.at) },
            { key: 'supplier', header: T.supplier, render: (r) => r.supplier },
            { key: 'invoice', header: T.invoice, render: (r) => r.invoiceNumber ?? '' },
            { key: 'total', header: 'Total', align: 'right', render: (r) => formatMoney(Math.round(r.total * 100)) },
          ]}
        />
      </Card>
    </div>
  );
}
