import { IconPencil, IconTrash } from '@tabler/icons-react';
import { IconButton } from '../../components/icon-button';
import { customersText as t } from '../../i18n/customers';

export type CustomerRowActionsProps = { name: string; onEdit: () => void; onDelete: () => void };

/** Edit and delete of one customer, named after them for screen readers (and tests). */
export function CustomerRowActions({ name, onEdit, onDelete }: CustomerRowActionsProps) {
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
