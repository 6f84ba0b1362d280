import type { Category } from '@comandero/contracts';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { Card } from '../../../components/card';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { settingsText } from '../../../i18n/settings';
import { DeleteConfirm } from '../shared/delete-confirm';
import { RowActions } from '../shared/row-actions';
import { useCategories, useDeleteCategory } from './categories-api';
import { CategoryDialog } from './category-dialog';

const t = settingsText.categories;

export function CategoriesPage() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const columns: DataTableColumn<Category>[] = [
    { key: 'id', header: settingsText.columns.id, className: 'w-16 tabular-nums' },
    { key: 'title', header: settingsText.columns.title, render: (c) => <span className="font-medium">{c.title}</span> },
    {
      key: 'actions',
      header: settingsText.columns.actions,
      align: 'right',
      className: 'w-28',
      render: (c) => <RowActions name={c.title} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <>
            <Link to="/dashboard/settings/menu-items" className={buttonClasses({ variant: 'outline' })}>
              <IconArrowLeft size={18} aria-hidden />
              {settingsText.menu.title}
            </Link>
            <Button icon={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
              {t.add}
            </Button>
          </>
        }
      />
      <Card padding="none" className="overflow-hidden">
        <DataTable
          caption={t.title}
          minWidthClassName="min-w-[420px]"
          columns={columns}
          rows={categories.data}
          rowKey={(c) => c.id}
          loading={categories.isPending}
          error={categories.isError ? settingsText.loadError : undefined}
          emptyMessage={t.empty}
        />
      </Card>
      {editing ? (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteConfirm
        target={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(c) => remove.mutate(c.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
