import type { Preparation } from '@comandero/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { IconButton } from '../../components/icon-button';
import { TextField } from '../../components/text-field';
import { formatMoney } from '../../lib/format';
import { qty } from './ingredients-tab';
import { useAddPreparation, usePreparations } from './inventory-api';
import { inventoryText as t } from './inventory-text';
import { PreparationEditDialog } from './preparation-edit-dialog';
import { blankLine, PreparationLines } from './preparation-lines';

const T = t.preparations;

/** Preparaciones: prepared bases (a sub-recipe one level deep) that recipes use by the portion. */
export function PreparationsCard({ canManage }: { canManage: boolean }) {
  const preparations = usePreparations();
  const add = useAddPreparation();
  const [name, setName] = useState('');
  const [lines, setLines] = useState([blankLine]);
  const [editing, setEditing] = useState<Preparation | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { name, lines },
      {
        onSuccess: () => {
          setName('');
          setLines([blankLine]);
        },
      },
    );
  };
  return (
    <Card title={T.title} description={T.hint}>
      <ul className="mb-4 flex flex-col gap-1 text-[15px]">
        {(preparations.data ?? []).map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="font-semibold">{p.name}</span> · {formatMoney(Math.round(p.cost * 100))} ·{' '}
              <span className="text-stone-600">
                {p.lines.map((l) => `${qty(l.quantity)} ${l.unit} ${l.name}`).join(', ')}
              </span>
            </span>
            {canManage ? (
              <IconButton label={T.edit(p.name)} icon={<IconPencil size={18} />} onClick={() => setEditing(p)} />
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <TextField label={T.name} value={name} onChange={(e) => setName(e.target.value)} required />
          <PreparationLines lines={lines} onChange={setLines} />
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setLines([...lines, blankLine])}>
              {T.addLine}
            </Button>
            <Button type="submit" variant="outline" loading={add.isPending}>
              {T.save}
            </Button>
          </div>
        </form>
      ) : null}
      {editing ? <PreparationEditDialog preparation={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
