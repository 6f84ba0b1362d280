import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { formatMoney } from '../../lib/format';
import { qty } from './ingredients-tab';
import { useAddPreparation, useIngredients, usePreparations } from './inventory-api';
import { inventoryText as t } from './inventory-text';

const T = t.preparations;
type Line = { ingredientId: string; quantity: string };
const blank: Line = { ingredientId: '', quantity: '' };

/** Preparaciones: prepared bases (a sub-recipe one level deep) that recipes use by the portion. */
export function PreparationsCard({ canManage }: { canManage: boolean }) {
  const preparations = usePreparations();
  const ingredients = useIngredients();
  const add = useAddPreparation();
  const [name, setName] = useState('');
  const [lines, setLines] = useState<Line[]>([blank]);
  const update = (k: number, patch: Partial<Line>) => setLines(lines.map((l, i) => (i === k ? { ...l, ...patch } : l)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { name, lines },
      {
        onSuccess: () => {
          setName('');
          setLines([blank]);
        },
      },
    );
  };
  return (
    <Card title={T.title} description={T.hint}>
      <ul className="mb-4 flex flex-col gap-1 text-[15px]">
        {(preparations.data ?? []).map((p) => (
          <li key={p.id}>
            <span className="font-semibold">{p.name}</span> · {formatMoney(Math.round(p.cost * 100))} ·{' '}
            <span className="text-stone-600">
              {p.lines.map((l) => `${qty(l.quantity)} ${l.unit} ${l.name}`).join(', ')}
            </span>
          </li>
        ))}
      </ul>
      {canManage ? (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <TextField label={T.name} value={name} onChange={(e) => setName(e.target.value)} required />
          {lines.map((l, k) => (
            <div key={k} className="grid grid-cols-2 gap-3">
              <Select
                label={t.movements.ingredient}
                placeholder={t.purchases.pick}
                value={l.ingredientId}
                onChange={(e) => update(k, { ingredientId: e.target.value })}
                options={(ingredients.data ?? []).map((i) => ({ value: String(i.id), label: `${i.name} (${i.unit})` }))}
              />
              <TextField
                label={T.perPortion}
                inputMode="decimal"
                value={l.quantity}
                onChange={(e) => update(k, { quantity: e.target.value })}
              />
            </div>
          ))}
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setLines([...lines, blank])}>
              {T.addLine}
            </Button>
            <Button type="submit" variant="outline" loading={add.isPending}>
              {T.save}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
