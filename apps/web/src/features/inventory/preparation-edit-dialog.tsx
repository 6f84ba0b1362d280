import type { Preparation } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useUpdatePreparation } from './inventory-api';
import { inventoryText as t } from './inventory-text';
import { blankLine, PreparationLines } from './preparation-lines';

const T = t.preparations;

/** A preparation's name and ingredients; recipes that use it take the new portion from the next sale. */
export function PreparationEditDialog({ preparation, onClose }: { preparation: Preparation; onClose: () => void }) {
  const update = useUpdatePreparation();
  const [name, setName] = useState(preparation.name);
  const [lines, setLines] = useState(
    preparation.lines.map((l) => ({ ingredientId: String(l.ingredientId), quantity: String(l.quantity) })),
  );
  return (
    <FormDialog
      title={T.editTitle}
      onClose={onClose}
      pending={update.isPending}
      error={update.error}
      size="lg"
      onSubmit={() => update.mutateAsync({ id: preparation.id, body: { name, lines } }).then(onClose)}
    >
      <TextField label={T.name} value={name} onChange={(e) => setName(e.target.value)} required />
      <PreparationLines lines={lines} onChange={setLines} />
      <div>
        <Button variant="outline" onClick={() => setLines([...lines, blankLine])}>
          {T.addLine}
        </Button>
      </div>
    </FormDialog>
  );
}
