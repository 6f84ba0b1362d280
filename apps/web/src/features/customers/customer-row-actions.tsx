import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { IconButton } from '../../components/icon-button';
import { customersText as t } from '../../i18n/customers';
import { membershipText } from '../../i18n/membership';

export type CustomerRowActionsProps = {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Issue 24: enrol in the points programme (absent: no button). */
  onJoin?: () => void;
};

/** Edit and delete of one customer, named after them for screen readers (and tests). */
export function CustomerRowActions({ name, onEdit, onDelete, onJoin }: CustomerRowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      {onJoin ? (
        <IconButton
          label={`${membershipText.join.action} ${name}`}
          icon={<IconStar size={19} aria-hidden />}
          onClick={onJoin}
        />
      ) : null}
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
