import type { Tax } from '@comandero/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { settingsText } from '../../../i18n/settings';
import { formatRate } from '../../../lib/format';
import { DeleteConfirm } from '../shared/delete-confirm';
import { RowActions } from '../shared/row-actions';
import { TaxDialog } from './tax-dialog';
import { useDeleteTax, useTaxes } from './taxes-api';

const t = settingsText.taxes;

export function TaxesPage() {
  const taxes = useTaxes();
  const remove = useDeleteTax();
  const [editing, setEditing] = useState<Tax | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tax | null>(null);

  const columns: DataTableColumn<Tax>[] = [
    { key: 'id', header: settingsText.columns.id, className: 'w-16 tabular-nums' },
    { key: 'title', header: settingsText.columns.title, render: (x) => <span className="font-medium">{x.title}</span> },
    { key: 'rate', header: t.rate, className: 'tabular-nums', render: (x) => `${formatRate(x.rate)}%` },
    {
      key: 'type',
      header: t.type,
      render: (x) => <Badge tone={x.type === 'exclusive' ? 'info' : 'neutral'}>{t.types[x.type] ?? x.type}</Badge>,
    },
    {
      key: 'actions',
      header: settingsText.columns.actions,
      align: 'right',
      className: 'w-28',
      render: (x) => <RowActions name={x.title} onEdit={() => setEditing(x)} onDelete={() => setDeleting(x)} />,
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
          rows={taxes.data}
          rowKey={(x) => x.id}
          loading={taxes.isPending}
          error={taxes.isError ? settingsText.loadError : undefined}
          emptyMessage={t.empty}
        />
      </Card>
      {editing ? <TaxDialog tax={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <DeleteConfirm
        target={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(x) => remove.mutate(x.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
