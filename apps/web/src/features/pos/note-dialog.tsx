import { NOTE_MAX_LENGTH } from '@comandero/contracts';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { posText } from '../../i18n/pos';
import type { PosCartLine } from './cart-state';

export type NoteDialogProps = {
  line: PosCartLine | null;
  onClose: () => void;
  onSave: (key: string, notes: string) => void;
};

function NoteForm({ line, onSave }: { line: PosCartLine; onSave: NoteDialogProps['onSave'] }) {
  const [text, setText] = useState(line.notes ?? '');
  const id = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(line.key, text);
      }}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          {posText.note.label}
        </label>
        <textarea
          id={id}
          autoFocus
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          placeholder={posText.note.placeholder}
          onChange={(e) => setText(e.target.value)}
          className="w-full resize-none rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-[15px] shadow-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
        />
        <p className="text-right text-xs text-stone-500 tabular-nums" aria-live="polite">
          {posText.note.counter(text.length, NOTE_MAX_LENGTH)}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {line.notes ? (
          <Button variant="outline" onClick={() => onSave(line.key, '')}>
            {posText.note.clear}
          </Button>
        ) : null}
        <Button type="submit">{posText.note.save}</Button>
      </div>
    </form>
  );
}

/** The item note: at most 100 characters (spec §5, §9). */
export function NoteDialog({ line, onClose, onSave }: NoteDialogProps) {
  return (
    <Dialog
      open={line !== null}
      onOpenChange={(open) => !open && onClose()}
      title={posText.note.title}
      description={line?.title}
      size="sm"
    >
      {line ? <NoteForm key={line.key} line={line} onSave={onSave} /> : null}
    </Dialog>
  );
}
