import type { RecipeAnswer } from '@comandero/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { IconButton } from '../../components/icon-button';
import { Select } from '../../components/select';
import { EmptyState, LoadingState } from '../../components/states';
import { TextField } from '../../components/text-field';
import { formatMoney } from '../../lib/format';
import {
  useIngredients,
  useInventoryItems,
  usePreparations,
  useRecipe,
  useSaveRecipe,
  useSoldOut,
} from './inventory-api';
import { inventoryText as t } from './inventory-text';
import { PreparationsCard } from './preparations-card';

const T = t.recipes;
type Line = { part: string; component: string; quantity: string };

const partOf = (l: { variantId: number | null; addonId: number | null }) =>
  l.variantId !== null ? `v:${l.variantId}` : l.addonId !== null ? `a:${l.addonId}` : 'base';
const componentOf = (l: { ingredientId: number | null; preparationId: number | null }) =>
  l.ingredientId !== null ? `i:${l.ingredientId}` : `p:${l.preparationId}`;

function RecipeEditor({ recipe, canManage }: { recipe: RecipeAnswer; canManage: boolean }) {
  const ingredients = useIngredients();
  const preparations = usePreparations();
  const save = useSaveRecipe();
  const soldOut = useSoldOut();
  const [lines, setLines] = useState<Line[]>(() =>
    recipe.lines.map((l) => ({ part: partOf(l), component: componentOf(l), quantity: String(l.quantity) })),
  );
  const parts = [
    { value: 'base', label: T.base },
    ...recipe.variants.map((v) => ({ value: `v:${v.id}`, label: T.variant(v.title) })),
    ...recipe.addons.map((a) => ({ value: `a:${a.id}`, label: T.addon(a.title) })),
  ];
  const components = [
    ...(ingredients.data ?? []).map((i) => ({ value: `i:${i.id}`, label: `${i.name} (${i.unit})` })),
    ...(preparations.data ?? []).map((p) => ({ value: `p:${p.id}`, label: `${p.name} (${T.portions})` })),
  ];
  const update = (k: number, patch: Partial<Line>) => setLines(lines.map((l, i) => (i === k ? { ...l, ...patch } : l)));
  const cost = recipe.lines.filter((l) => l.variantId === null && l.addonId === null).reduce((s, l) => s + l.cost, 0);
  const submit = () =>
    save.mutate({
      itemId: recipe.item.id,
      body: {
        lines: lines.map((l) => {
          const [kind, id] = l.component.split(':');
          return {
            variantId: l.part.startsWith('v:') ? Number(l.part.slice(2)) : null,
            addonId: l.part.startsWith('a:') ? Number(l.part.slice(2)) : null,
            ingredientId: kind === 'i' ? Number(id) : null,
            preparationId: kind === 'p' ? Number(id) : null,
            quantity: l.quantity,
          };
        }),
      },
    });
  return (
    <Card
      title={recipe.item.title}
      description={T.total(formatMoney(Math.round(cost * 100)), formatMoney(Math.round(recipe.item.price * 100)))}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {recipe.item.stockOut ? <Badge tone="warning">{T.stockOut}</Badge> : null}
          {/* The whole row is the touch target: 44 px tall, as on the phone the box alone is 20. */}
          <label
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg pr-2 text-sm font-medium text-stone-700"
            data-testid="sold-out-toggle"
          >
            <input
              type="checkbox"
              className="size-5"
              checked={recipe.item.soldOut}
              disabled={!canManage || soldOut.isPending}
              onChange={(e) => soldOut.mutate({ itemId: recipe.item.id, soldOut: e.target.checked })}
            />
            {T.soldOut}
          </label>
        </div>
      }
    >
      {lines.length === 0 ? <p className="mb-4 text-sm text-stone-500">{T.empty}</p> : null}
      <ul className="flex flex-col gap-3">
        {lines.map((l, k) => (
          <li key={k} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1.5fr_8rem_auto]">
            <Select
              label={T.part}
              value={l.part}
              options={parts}
              onChange={(e) => update(k, { part: e.target.value })}
            />
            <Select
              label={T.component}
              value={l.component}
              placeholder={T.component}
              options={components}
              onChange={(e) => update(k, { component: e.target.value })}
            />
            <TextField
              label={T.quantity}
              inputMode="decimal"
              value={l.quantity}
              onChange={(e) => update(k, { quantity: e.target.value })}
            />
            <IconButton
              label={T.remove}
              icon={<IconTrash size={18} />}
              onClick={() => setLines(lines.filter((_, i) => i !== k))}
            />
          </li>
        ))}
      </ul>
      {canManage ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setLines([...lines, { part: 'base', component: '', quantity: '' }])}>
            {T.addLine}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {T.save}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/** Recetas: what one portion of each item, variant and add-on takes; the 86 switch. */
export function RecipeTab({ canManage }: { canManage: boolean }) {
  const items = useInventoryItems();
  const [itemId, setItemId] = useState<number | null>(null);
  const recipe = useRecipe(itemId);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <Select
          label={T.item}
          placeholder={T.pick}
          value={itemId === null ? '' : String(itemId)}
          onChange={(e) => setItemId(e.target.value ? Number(e.target.value) : null)}
          options={(items.data ?? []).map((i) => ({
            value: String(i.id),
            label: `${i.title}${i.hasRecipe ? ' ✓' : ''}${i.soldOut || i.stockOut ? ' · Agotado' : ''}`,
          }))}
        />
      </Card>
      {itemId === null ? (
        <EmptyState message={T.pick} />
      ) : recipe.data ? (
        <RecipeEditor key={`${itemId}:${recipe.dataUpdatedAt}`} recipe={recipe.data} canManage={canManage} />
      ) : (
        <LoadingState />
      )}
      <PreparationsCard canManage={canManage} />
    </div>
  );
}
