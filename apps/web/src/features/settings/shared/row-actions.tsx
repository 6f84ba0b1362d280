import { IconPencil, IconTrash } from '@tabler/icons-react';
import { IconButton } from '../../../components/icon-button';
import { settingsText as t } from '../../../i18n/settings';

export type RowActionsProps = { name: string; onEdit: () => void; onDelete: () => void };

/** Edit and delete icons of a table row or card, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <IconButton label={`${t.edit} ${name}`} icon={<IconPencil size={19} aria-hidden />} onClick={onEdit} />
      <IconButton
        label={`${t.delete} ${name}`}
        variant="danger"
        icon={<IconTrash size={19} aria-hidden />}
        onClick={onDelete}
      />
    </div>
  );
}
