import { IconPencil, IconTrash } from '@tabler/icons-react';
import { IconButton } from '../../../components/icon-button';
import { settingsText as t } from '../../../i18n/settings';
import { cn } from '../../../lib/cn';

export type RowActionsProps = { name: string; onEdit: () => void; onDelete: () => void; className?: string };

/** Edit and delete icons of a table row or card, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete, className }: RowActionsProps) {
  return (
    <div className={cn('flex justify-end gap-1', className)}>
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
