import { IconX } from '@tabler/icons-react';
import { IconButton } from '../../components/icon-button';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { useIngredients } from './inventory-api';
import { inventoryText as t } from './inventory-text';

const T = t.preparations;
export type PreparationLine = { ingredientId: string; quantity: string };
export const blankLine: PreparationLine = { ingredientId: '', quantity: '' };

/** The ingredients of one portion, in each ingredient's unit; a line can be taken out while two remain. */
export function PreparationLines({
  lines,
  onChange,
}: {
  lines: PreparationLine[];
  onChange: (lines: PreparationLine[]) => void;
}) {
  const ingredients = useIngredients();
  const options = (ingredients.data ?? []).map((i) => ({ value: String(i.id), label: `${i.name} (${i.unit})` }));
  const update = (k: number, patch: Partial<PreparationLine>) =>
    onChange(lines.map((l, i) => (i === k ? { ...l, ...patch } : l)));
  return (
    <>
      {lines.map((l, k) => (
        // On a phone the ingredient takes the whole row: its name would not fit beside the quantity.
        <div key={k} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_1fr_auto] sm:gap-3">
          <Select
            containerClassName="col-span-2 sm:col-span-1"
            label={t.movements.ingredient}
            placeholder={t.purchases.pick}
            value={l.ingredientId}
            onChange={(e) => update(k, { ingredientId: e.target.value })}
            options={options}
          />
          <TextField
            label={T.perPortion}
            inputMode="decimal"
            value={l.quantity}
            onChange={(e) => update(k, { quantity: e.target.value })}
          />
          <IconButton
            label={T.removeLine}
            icon={<IconX size={18} />}
            disabled={lines.length < 2}
            onClick={() => onChange(lines.filter((_, i) => i !== k))}
          />
        </div>
      ))}
    </>
  );
}
