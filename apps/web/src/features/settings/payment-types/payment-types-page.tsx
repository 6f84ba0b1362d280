import type { PaymentType } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Switch } from '../../../components/switch';
import { settingsText } from '../../../i18n/settings';
import { DeleteConfirm } from '../shared/delete-confirm';
import { RowActions } from '../shared/row-actions';
import { PaymentTypeDialog } from './payment-type-dialog';
import { useDeletePaymentType, usePaymentTypes, useTogglePaymentType } from './payment-types-api';

const t = settingsText.paymentTypes;

export function PaymentTypesPage() {
  const paymentTypes = usePaymentTypes();
  const toggle = useTogglePaymentType();
  const remove = useDeletePaymentType();
  const [editing, setEditing] = useState<PaymentType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PaymentType | null>(null);
  // The row being toggled shows its new state at once and is locked until the list is refetched.
  const toggling = toggle.isPending ? toggle.variables : undefined;

  const columns: DataTableColumn<PaymentType>[] = [
    { key: 'id', header: settingsText.columns.id, className: 'w-16 tabular-nums' },
    { key: 'title', header: settingsText.columns.title, render: (p) => <span className="font-medium">{p.title}</span> },
    {
      key: 'active',
      header: t.activeColumn,
      className: 'w-28',
      render: (p) => (
        <Switch
          aria-label={t.toggle(p.title)}
          checked={toggling?.id === p.id ? toggling.isActive === 1 : p.is_active === 1}
          disabled={toggling?.id === p.id}
          onCheckedChange={(checked) => toggle.mutate({ id: p.id, isActive: checked ? 1 : 0 })}
        />
      ),
    },
    {
      key: 'actions',
      header: settingsText.columns.actions,
      align: 'right',
      className: 'w-28',
      render: (p) => <RowActions name={p.title} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.subtitle}
        actions={
          <Button icon={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t.add}
          </Button>
        }
      />
      <Card padding="none" className="overflow-hidden">
        <DataTable
          caption={t.title}
          minWidthClassName="min-w-[420px]"
          columns={columns}
          rows={paymentTypes.data}
          rowKey={(p) => p.id}
          loading={paymentTypes.isPending}
          error={paymentTypes.isError ? settingsText.loadError : undefined}
          emptyMessage={t.empty}
        />
      </Card>
      {editing ? (
        <PaymentTypeDialog paymentType={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteConfirm
        target={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(p) => remove.mutate(p.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
