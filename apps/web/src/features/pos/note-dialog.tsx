import { NOTE_MAX_LENGTH } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { FormDialog } from '../../components/form-dialog';
import { TextArea } from '../../components/text-area';
import { posText } from '../../i18n/pos';
import type { PosCartLine } from './cart-state';

export type NoteDialogProps = {
  line: PosCartLine | null;
  onClose: () => void;
  onSave: (key: string, notes: string) => void;
};

function NoteForm({ line, onClose, onSave }: NoteDialogProps & { line: PosCartLine }) {
  const [text, setText] = useState(line.notes ?? '');
  return (
    <FormDialog
      title={posText.note.title}
      description={line.title}
      size="sm"
      submitLabel={posText.note.save}
      onClose={onClose}
      onSubmit={() => onSave(line.key, text)}
    >
      <TextArea
        label={posText.note.label}
        autoFocus
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={text}
        placeholder={posText.note.placeholder}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="-mt-2 flex items-center justify-between gap-3">
        {line.notes ? (
          <Button variant="ghost" onClick={() => onSave(line.key, '')}>
            {posText.note.clear}
          </Button>
        ) : (
          <span />
        )}
        <p className="text-xs text-stone-500 tabular-nums" aria-live="polite">
          {posText.note.counter(text.length, NOTE_MAX_LENGTH)}
        </p>
      </div>
    </FormDialog>
  );
}

/** The item note: at most 100 characters (spec §5, §9). */
export function NoteDialog({ line, onClose, onSave }: NoteDialogProps) {
  return line ? <NoteForm key={line.key} line={line} onClose={onClose} onSave={onSave} /> : null;
}
