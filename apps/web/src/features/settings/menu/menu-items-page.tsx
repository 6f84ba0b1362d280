import type { MenuItem } from '@comandero/contracts';
import { IconCategory, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { TextField } from '../../../components/text-field';
import { settingsText } from '../../../i18n/settings';
import { matchesTitle } from '../../../lib/text-search';
import { DeleteConfirm } from '../shared/delete-confirm';
import { useStoreSetting } from '../store/store-api';
import { useDeleteMenuItem, useMenuItems } from './menu-api';
import { MenuItemCard } from './menu-item-card';
import { MenuItemDialog } from './menu-item-dialog';

const t = settingsText.menu;

export function MenuItemsPage() {
  const items = useMenuItems();
  const currency = useStoreSetting().data?.currency;
  const remove = useDeleteMenuItem();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const [search, setSearch] = useState('');

  const shown = (items.data ?? []).filter((i) => matchesTitle(i.title, search));

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <>
            <Link to="/dashboard/settings/menu-items/categories" className={buttonClasses({ variant: 'outline' })}>
              <IconCategory size={18} aria-hidden />
              {t.categoriesLink}
            </Link>
            <Button icon={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              {t.add}
            </Button>
          </>
        }
      />
      {items.isPending ? (
        <LoadingState />
      ) : items.isError ? (
        <ErrorState />
      ) : items.data.length === 0 ? (
        <EmptyState message={t.empty} className="rounded-2xl border border-dashed border-stone-300 bg-white" />
      ) : (
        <>
          <TextField
            type="search"
            aria-label={t.search}
            placeholder={t.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            containerClassName="mb-4 max-w-sm"
          />
          {shown.length === 0 ? (
            <EmptyState message={t.noMatch} icon={<IconSearch size={24} aria-hidden />} />
          ) : (
            <ul aria-label={t.title} className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4">
              {shown.map((item) => (
                <MenuItemCard key={item.id} item={item} currency={currency} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </>
      )}
      {adding ? <MenuItemDialog onClose={() => setAdding(false)} /> : null}
      <DeleteConfirm
        target={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(item) => remove.mutate(item.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
