import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { useAddWaste, useIngredients } from './inventory-api';
import { inventoryText as t } from './inventory-text';

/** A waste (merma) with its reason: stock out, recorded as such. */
export function WasteForm() {
  const ingredients = useIngredients();
  const waste = useAddWaste();
  const [form, setForm] = useState({ ingredientId: '', quantity: '', reason: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    waste.mutate(form, { onSuccess: () => setForm({ ingredientId: '', quantity: '', reason: '' }) });
  };
  return (
    <form onSubmit={submit} className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end">
      <Select
        label={t.movements.ingredient}
        placeholder={t.purchases.pick}
        value={form.ingredientId}
        onChange={(e) => setForm({ ...form, ingredientId: e.target.value })}
        options={(ingredients.data ?? []).map((i) => ({ value: String(i.id), label: `${i.name} (${i.unit})` }))}
        containerClassName="col-span-2 sm:col-span-1"
      />
      <TextField
        label={t.movements.quantity}
        inputMode="decimal"
        value={form.quantity}
        onChange={(e) => setForm({ ...form, quantity: e.target.value })}
      />
      <TextField
        label={t.waste.reason}
        value={form.reason}
        onChange={(e) => setForm({ ...form, reason: e.target.value })}
      />
      <Button type="submit" variant="outline" loading={waste.isPending}>
        {t.waste.save}
      </Button>
    </form>
  );
}
