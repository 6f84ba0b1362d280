import type { Member } from '@comandero/contracts';
import { toMinor } from '@comandero/contracts';
import { IconHistory, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { IconButton } from '../../components/icon-button';
import { SearchForm } from '../../components/search-form';
import { membershipText as t } from '../../i18n/membership';
import { formatDate, formatMoney } from '../../lib/format';
import { useMembers } from './membership-api';
import { EraseMemberDialog } from './erase-member-dialog';
import { MovementsDialog } from './movements-dialog';

const tierBadge = (m: Member) =>
  m.tier ? <Badge tone="warning">{m.tier}</Badge> : <span className="text-stone-500">{t.noTier}</span>;

/** Members with their balance (points and pesos), tier and the history of each. */
export function MembersSection() {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Member | null>(null);
  const [erasing, setErasing] = useState<Member | null>(null);
  const query = useMembers(search);
  const history = (m: Member) => (
    <span className="inline-flex shrink-0 gap-1">
      <IconButton
        label={`${t.members.historyButton} ${m.name}`}
        icon={<IconHistory size={19} aria-hidden />}
        onClick={() => setOpen(m)}
      />
      <IconButton
        label={`${t.members.erase}: ${m.name}`}
        icon={<IconUserX size={19} aria-hidden />}
        variant="danger"
        onClick={() => setErasing(m)}
      />
    </span>
  );
  const columns: DataTableColumn<Member>[] = [
    {
      key: 'name',
      header: t.members.name,
      render: (m) => <span className="font-medium [overflow-wrap:anywhere] text-stone-900">{m.name}</span>,
    },
    { key: 'phone', header: t.members.phone, className: 'tabular-nums whitespace-nowrap' },
    { key: 'tier', header: t.members.tier, render: tierBadge },
    {
      key: 'balance',
      header: t.members.balance,
      align: 'right',
      render: (m) => t.points(m.balance),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'value',
      header: t.members.value,
      align: 'right',
      render: (m) => formatMoney(toMinor(m.balanceValue)),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'joined',
      header: t.members.joined,
      render: (m) => formatDate(m.joinedAt),
      className: 'hidden whitespace-nowrap lg:table-cell',
    },
    { key: 'actions', header: '', align: 'right', className: 'w-28', render: history },
  ];
  return (
    <Card padding="none">
      <div className="border-b border-stone-100 p-3 sm:p-4 md:max-w-md">
        <SearchForm
          value={search}
          onSearch={setSearch}
          label={t.members.search}
          placeholder={t.members.placeholder}
          submitLabel="Buscar"
          clearLabel="Limpiar búsqueda"
        />
      </div>
      <div className="hidden md:block">
        <DataTable
          caption={t.tabs.members}
          rows={query.data}
          rowKey={(m) => m.phone}
          loading={query.isPending}
          error={query.isError ? t.loadError : undefined}
          emptyMessage={t.members.empty}
          columns={columns}
          minWidthClassName="min-w-[640px]"
        />
      </div>
      <div className="md:hidden">
        <DataTable
          caption={t.tabs.members}
          rows={query.data}
          rowKey={(m) => m.phone}
          loading={query.isPending}
          error={query.isError ? t.loadError : undefined}
          emptyMessage={t.members.empty}
          minWidthClassName="min-w-0"
          columns={[
            {
              key: 'card',
              header: t.members.name,
              render: (m) => (
                <div className="flex items-center gap-3 py-1">
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 font-semibold [overflow-wrap:anywhere] text-stone-900">{m.name}</p>
                    <p className="text-sm text-stone-500 tabular-nums">{m.phone}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm tabular-nums">
                      <span className="font-medium">{t.points(m.balance)}</span>
                      <span className="text-stone-500">{formatMoney(toMinor(m.balanceValue))}</span>
                      {tierBadge(m)}
                    </p>
                  </div>
                  {history(m)}
                </div>
              ),
            },
          ]}
        />
      </div>
      <MovementsDialog member={open} onClose={() => setOpen(null)} />
      <EraseMemberDialog member={erasing} onClose={() => setErasing(null)} />
    </Card>
  );
}
