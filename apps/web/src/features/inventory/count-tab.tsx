import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { LoadingState } from '../../components/states';
import { qty } from './ingredients-tab';
import { useAddCount, useIngredients } from './inventory-api';
import { inventoryText as t } from './inventory-text';

const T = t.count;

/** Conteo: the sheet to print and walk the store with, then the counted figures entered. */
export function CountTab({ canManage }: { canManage: boolean }) {
  const ingredients = useIngredients();
  const save = useAddCount();
  const [counted, setCounted] = useState<Record<number, string>>({});
  if (!ingredients.data) return <LoadingState />;
  const entered = Object.entries(counted).filter(([, v]) => v.trim() !== '');
  return (
    <Card
      title={T.sheet}
      description={T.hint}
      actions={
        <Button variant="outline" onClick={() => window.print()}>
          {T.print}
        </Button>
      }
    >
      <table className="w-full border-collapse text-[15px]">
        <thead>
          <tr className="border-b border-stone-200 text-left text-sm text-stone-500">
            <th className="py-2">{t.ingredients.name}</th>
            <th className="py-2 text-right">{t.ingredients.stock}</th>
            <th className="w-40 py-2 text-right">{T.counted}</th>
          </tr>
        </thead>
        <tbody>
          {ingredients.data.map((i) => (
            <tr key={i.id} className="border-b border-stone-100">
              <td className="py-2 font-medium">{i.name}</td>
              <td className="py-2 text-right text-stone-600">
                {qty(i.stock)} {i.unit}
              </td>
              <td className="py-1.5 text-right">
                <input
                  aria-label={`${T.counted}: ${i.name}`}
                  inputMode="decimal"
                  className="h-11 w-32 rounded-lg border border-stone-300 px-3 text-right print:border-stone-500"
                  value={counted[i.id] ?? ''}
                  onChange={(e) => setCounted({ ...counted, [i.id]: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canManage ? (
        <div className="mt-4 print:hidden">
          <Button
            disabled={entered.length === 0}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { notes: null, lines: entered.map(([id, v]) => ({ ingredientId: Number(id), counted: v.trim() })) },
                { onSuccess: () => setCounted({}) },
              )
            }
          >
            {T.save}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
