import { IconPencil, IconTrash } from '@tabler/icons-react';
import { IconButton } from '../../components/icon-button';

export type RouteActionsProps = {
  name: string;
  texts: { edit: (name: string) => string; remove: (name: string) => string };
  onEdit: () => void;
  onDelete: () => void;
};

/** Edit and delete icons of a printer or station card, named after it for screen readers. */
export function RouteActions({ name, texts, onEdit, onDelete }: RouteActionsProps) {
  return (
    <div className="-mt-1 -mr-1 flex shrink-0 gap-1">
      <IconButton label={texts.edit(name)} icon={<IconPencil size={19} aria-hidden />} onClick={onEdit} />
      <IconButton
        label={texts.remove(name)}
        variant="danger"
        icon={<IconTrash size={19} aria-hidden />}
        onClick={onDelete}
      />
    </div>
  );
}
