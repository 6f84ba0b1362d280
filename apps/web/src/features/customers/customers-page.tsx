import { hasAnyScope, type Customer } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { TargetConfirm } from '../../components/target-confirm';
import { ListPage } from '../../components/list-page';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { MembershipJoinDialog } from '../../components/membership-join-dialog';
import { customersText as t } from '../../i18n/customers';
import { useSessionUser } from '../../lib/session-user';
import { CustomerDialog } from './customer-dialog';
import { CustomersList } from './customers-list';
import { useCustomersPage, useDeleteCustomer } from './customers-api';
import { useCustomerParams } from './use-customer-params';

/** Spec §6: customer creation (and so every change) is offered to admin, CUSTOMERS or MANAGE_CUSTOMERS. */
const MANAGE_SCOPES = ['CUSTOMERS', 'MANAGE_CUSTOMERS'] as const;

/** Clientes (spec §2): a paged, searchable grid with add, update and delete. */
export function CustomersPage() {
  const user = useSessionUser();
  const canManage = hasAnyScope(user, MANAGE_SCOPES);
  const { page, filter, setPage, setFilter, clampPage } = useCustomerParams();
  const query = useCustomersPage(page, filter);
  const remove = useDeleteCustomer();
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [joining, setJoining] = useState<Customer | null>(null);

  const pages = query.data?.pages ?? 0;
  const outOfRange = !query.isPlaceholderData && pages > 0 && page > pages;
  useEffect(() => {
    if (outOfRange) clampPage(pages);
  }, [outOfRange, pages, clampPage]);

  return (
    <>
      <ListPage
        title={t.title}
        description={canManage ? t.subtitle : t.viewOnly}
        actions={
          canManage ? (
            <Button size="lg" icon={<IconPlus size={20} aria-hidden />} onClick={() => setEditing('new')}>
              {t.add}
            </Button>
          ) : null
        }
        filtersLayout="row"
        filters={
          <>
            <div className="flex w-full md:max-w-md">
              <SearchForm
                value={filter}
                onSearch={setFilter}
                label={t.search.label}
                placeholder={t.search.placeholder}
                submitLabel={t.search.submit}
                clearLabel={t.search.clear}
              />
            </div>
            {filter ? <p className="text-sm text-stone-500">{t.search.active(filter)}</p> : null}
          </>
        }
        footer={
          query.data && query.data.totalCount > 0 ? (
            <Pager
              page={Math.min(page, Math.max(pages, 1))}
              pages={pages}
              onPage={setPage}
              labels={t.pager}
              summary={t.total(query.data.totalCount)}
            />
          ) : null
        }
      >
        <div aria-busy={query.isFetching || undefined}>
          <CustomersList
            rows={query.data?.customers}
            loading={query.isPending}
            error={query.isError && !query.data}
            emptyMessage={filter ? t.emptySearch : t.emptyList}
            onEdit={canManage ? setEditing : undefined}
            onDelete={canManage ? setDeleting : undefined}
            onJoin={canManage ? setJoining : undefined}
          />
        </div>
      </ListPage>
      {editing ? (
        <CustomerDialog customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <MembershipJoinDialog customer={joining} onClose={() => setJoining(null)} />
      <TargetConfirm
        target={deleting}
        onCancel={() => setDeleting(null)}
        title={t.deleteTitle}
        message={t.confirmDelete}
        confirmLabel={t.delete}
        pending={remove.isPending}
        onConfirm={(row) => remove.mutate(row.phone, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
