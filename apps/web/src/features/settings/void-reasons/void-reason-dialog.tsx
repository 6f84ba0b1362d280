import { voidReasonBody } from '@comandero/contracts';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { TextField } from '../../../components/text-field';
import { useSaveVoidReason, type VoidReason } from './void-reasons-api';
import { voidReasonsText as t } from './void-reasons-text';

/** Adds a reason (reason null) or renames one; a duplicate title comes back from the server as 409. */
export function VoidReasonDialog({ reason, onClose }: { reason: VoidReason | null; onClose: () => void }) {
  const save = useSaveVoidReason();
  const form = useFormState({ title: reason?.title ?? '' });

  const submit = () => {
    const checked = validateForm(voidReasonBody, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: reason?.id ?? null, body: checked.data }).then(onClose);
  };

  return (
    <FormDialog
      title={reason ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <TextField label={t.reasonTitle} autoFocus maxLength={120} {...form.bind('title')} />
    </FormDialog>
  );
}
