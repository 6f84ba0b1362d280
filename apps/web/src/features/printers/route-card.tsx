import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../components/icon-button';

export type RouteCardProps = {
  name: string;
  /** The card's icon, beside its name. */
  icon: ReactNode;
  texts: { edit: (name: string) => string; remove: (name: string) => string };
  onEdit: () => void;
  onDelete: () => void;
  /** The card's `data-*` attributes (tests find a printer or station by its id). */
  data: Record<`data-${string}`, number>;
  children: ReactNode;
};

/**
 * The frame of a printer or station card: its name with an icon, and edit and delete icons named
 * after it for screen readers; the card's own facts go below.
 */
export function RouteCard({ name, icon, texts, onEdit, onDelete, data, children }: RouteCardProps) {
  return (
    <li
      aria-label={name}
      {...data}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200/80 bg-white p-4 shadow-card"
    >
      <div className="flex items-start gap-2">
        <h3 className="flex min-w-0 flex-1 items-start gap-2 pt-2.5 text-base font-semibold text-stone-900">
          {icon}
          <span className="min-w-0 break-words">{name}</span>
        </h3>
        <div className="-mt-1 -mr-1 flex shrink-0 gap-1">
          <IconButton label={texts.edit(name)} icon={<IconPencil size={19} aria-hidden />} onClick={onEdit} />
          <IconButton
            label={texts.remove(name)}
            variant="danger"
            icon={<IconTrash size={19} aria-hidden />}
            onClick={onDelete}
          />
        </div>
      </div>
      {children}
    </li>
  );
}
