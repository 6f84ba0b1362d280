import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { posText } from '../../i18n/pos';

export type SaveDraftDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Suggested reference when the field is left blank. */
  defaultName: string;
  onSave: (nameRef: string) => void;
};

function SaveDraftForm({ defaultName, onSave }: Pick<SaveDraftDialogProps, 'defaultName' | 'onSave'>) {
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(name.trim() || defaultName);
      }}
      className="flex flex-col gap-4"
    >
      <TextField
        label={posText.drafts.nameLabel}
        placeholder={defaultName}
        value={name}
        maxLength={60}
        autoFocus
        onChange={(e) => setName(e.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit">{posText.drafts.save}</Button>
      </div>
    </form>
  );
}

export function SaveDraftDialog({ open, onOpenChange, defaultName, onSave }: SaveDraftDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={posText.drafts.saveTitle} size="sm">
      {open ? <SaveDraftForm defaultName={defaultName} onSave={onSave} /> : null}
    </Dialog>
  );
}
