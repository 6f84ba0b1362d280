import { INGREDIENT_UNITS, type Ingredient, type IngredientUnit } from '@comandero/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { useRemoveIngredient, useUpdateIngredient } from './inventory-api';
import { inventoryText as t } from './inventory-text';

const T = t.ingredients;
const units = INGREDIENT_UNITS.map((u) => ({ value: u, label: u }));

/** Name, unit, cost and minimum of an ingredient; its stock moves only through movements. */
export function EditIngredientDialog({ ingredient, onClose }: { ingredient: Ingredient; onClose: () => void }) {
  const update = useUpdateIngredient();
  const [form, setForm] = useState({
    name: ingredient.name,
    unit: ingredient.unit,
    cost: String(ingredient.cost),
    minStock: String(ingredient.minStock),
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  return (
    <FormDialog
      title={T.editTitle}
      description={T.editHint}
      onClose={onClose}
      pending={update.isPending}
      error={update.error}
      onSubmit={() =>
        update
          .mutateAsync({
            id: ingredient.id,
            body: {
              ...form,
              unit: form.unit as IngredientUnit,
              cost: form.cost || '0',
              minStock: form.minStock || '0',
            },
          })
          .then(onClose)
      }
    >
      <TextField label={T.name} value={form.name} onChange={set('name')} required />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select label={T.unit} value={form.unit} onChange={set('unit')} options={units} />
        <TextField label={T.cost} value={form.cost} onChange={set('cost')} inputMode="decimal" />
        <TextField label={T.minStock} value={form.minStock} onChange={set('minStock')} inputMode="decimal" />
      </div>
    </FormDialog>
  );
}

/** Asks first; the server refuses an ingredient with history or in a recipe, and its message is shown. */
export function RemoveIngredientDialog({
  ingredient,
  onClose,
}: {
  ingredient: Ingredient | null;
  onClose: () => void;
}) {
  const remove = useRemoveIngredient();
  return (
    <ConfirmDialog
      open={ingredient !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={T.removeTitle}
      message={ingredient ? T.removeQuestion(ingredient.name) : null}
      confirmLabel={T.removeConfirm}
      pending={remove.isPending}
      onConfirm={() => {
        if (ingredient) remove.mutate(ingredient.id, { onSettled: onClose });
      }}
    />
  );
}
