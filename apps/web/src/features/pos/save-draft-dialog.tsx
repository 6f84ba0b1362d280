import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { posText } from '../../i18n/pos';

export type SaveDraftDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Suggested reference when the field is left blank. */
  defaultName: string;
  onSave: (nameRef: string) => void;
  /** Why the last save failed (e.g. browser storage full), repeated inside the dialog. */
  error?: string | null;
};

function SaveDraftForm({ onOpenChange, defaultName, onSave, error }: Omit<SaveDraftDialogProps, 'open'>) {
  const [name, setName] = useState('');
  return (
    <FormDialog
      title={posText.drafts.saveTitle}
      size="sm"
      submitLabel={posText.drafts.save}
      error={error}
      onClose={() => onOpenChange(false)}
      onSubmit={() => onSave(name.trim() || defaultName)}
    >
      <TextField
        label={posText.drafts.nameLabel}
        placeholder={defaultName}
        value={name}
        maxLength={60}
        autoFocus
        onChange={(e) => setName(e.target.value)}
      />
    </FormDialog>
  );
}

export function SaveDraftDialog({ open, ...rest }: SaveDraftDialogProps) {
  return open ? <SaveDraftForm {...rest} /> : null;
}
