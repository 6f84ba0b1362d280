import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { DeleteConfirm } from './delete-confirm';

export type CatalogRowHandlers<T> = { edit: (row: T) => void; remove: (row: T) => void };

export type CatalogPageProps<T extends { id: number }> = {
  texts: { title: string; subtitle: string; add: string };
  /** Shown before the add button, e.g. a link back to a parent page. */
  headerActions?: ReactNode;
  /** The catalog's delete mutation; the confirmation closes once it settles, failed or not. */
  remove: { isPending: boolean; mutate: (id: number, options: { onSettled: () => void }) => void };
  /** The add (row null) or edit dialog; it is mounted only while open, so its form starts fresh. */
  renderDialog: (row: T | null, onClose: () => void) => ReactNode;
  /** The list itself, given what its rows' edit and delete buttons call. */
  children: (handlers: CatalogRowHandlers<T>) => ReactNode;
};

/** A settings catalog page: header with the add button, the list, its add/edit dialog and the delete confirmation. */
export function CatalogPage<T extends { id: number }>({
  texts,
  headerActions,
  remove,
  renderDialog,
  children,
}: CatalogPageProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.subtitle}
        actions={
          <>
            {headerActions}
            <Button icon={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
              {texts.add}
            </Button>
          </>
        }
      />
      {children({ edit: setEditing, remove: setDeleting })}
      {editing ? renderDialog(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      <DeleteConfirm
        target={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(row) => remove.mutate(row.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
