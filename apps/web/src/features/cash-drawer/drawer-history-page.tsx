import { toMinor, type CashDrawerSessionView } from '@comandero/contracts';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { cn } from '../../lib/cn';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useDrawerHistory } from './cash-drawer-api';
import { differenceLabel } from './report-body';
import { SessionReportDialog } from './report-dialog';

const T = cashDrawerText.history;

function money(pesos: number | null, currency = 'COP'): string {
  return pesos === null ? '—' : formatMoney(toMinor(pesos), currency);
}

function Amount({ pesos }: { pesos: number | null }) {
  return <span className="whitespace-nowrap tabular-nums">{money(pesos)}</span>;
}

function Who({ name, at }: { name: string | null; at: string }) {
  return (
    <div className="flex flex-col">
      <span className="font-medium text-stone-900">{name ?? '—'}</span>
      <span className="text-sm text-stone-500">{formatDateTime(at)}</span>
    </div>
  );
}

/** /dashboard/cash-drawers: every drawer session, newest first, each report reprintable (back office). */
export function DrawerHistoryPage() {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const history = useDrawerHistory(page);
  const data = history.data;

  const columns: DataTableColumn<CashDrawerSessionView>[] = [
    { key: 'session', header: T.columns.session, render: (s) => <span className="font-semibold">#{s.id}</span> },
    {
      key: 'terminal',
      header: T.columns.terminal,
      className: 'max-w-48',
      render: (s) => <span title={s.terminalId}>{s.terminalLabel ?? s.terminalId.slice(0, 8)}</span>,
    },
    { key: 'opened', header: T.columns.opened, render: (s) => <Who name={s.openedBy} at={s.openedAt} /> },
    {
      key: 'closed',
      header: T.columns.closed,
      render: (s) =>
        s.closedAt ? (
          <Who name={s.closedBy} at={s.closedAt} />
        ) : (
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-semibold text-emerald-700">
            {T.stillOpen}
          </span>
        ),
    },
    { key: 'expected', header: T.columns.expected, align: 'right', render: (s) => <Amount pesos={s.expectedCash} /> },
    { key: 'counted', header: T.columns.counted, align: 'right', render: (s) => <Amount pesos={s.countedCash} /> },
    {
      key: 'difference',
      header: T.columns.difference,
      align: 'right',
      render: (s) =>
        s.difference === null ? (
          '—'
        ) : (
          <span
            className={cn(
              'flex flex-col items-end font-semibold',
              s.difference < 0 ? 'text-red-700' : s.difference > 0 ? 'text-amber-700' : 'text-emerald-700',
            )}
          >
            <span className="whitespace-nowrap tabular-nums">{money(s.difference)}</span>
            <span className="text-sm">{differenceLabel(s.difference)}</span>
          </span>
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{T.columns.actions}</span>,
      align: 'right',
      render: (s) => (
        <Button
          variant="outline"
          icon={<IconPrinter size={18} aria-hidden />}
          aria-label={T.view(s.id)}
          onClick={() => setViewing(s.id)}
        >
          {T.viewShort}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={T.title} description={data ? T.count(data.total) : T.subtitle} />
      <Card padding="none">
        {/* Phones get one card per session, so "Ver informe" is never off to the side. */}
        {data && data.sessions.length > 0 ? (
          <ul className="divide-y divide-stone-100 md:hidden" aria-label={T.caption}>
            {data.sessions.map((s) => (
              <li key={s.id} className="flex flex-col gap-2 p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-stone-900">
                    #{s.id} · {s.terminalLabel ?? s.terminalId.slice(0, 8)}
                  </span>
                  <span className="text-sm text-stone-500">{formatDateTime(s.openedAt)}</span>
                </div>
                <p className="text-sm text-stone-600">
                  {s.openedBy ?? '—'}
                  {s.closedAt ? ` → ${s.closedBy ?? '—'} · ${formatDateTime(s.closedAt)}` : ` · ${T.stillOpen}`}
                </p>
                {s.difference !== null ? (
                  <p className="text-sm tabular-nums">
                    {T.columns.expected} {money(s.expectedCash)} · {T.columns.counted} {money(s.countedCash)} ·{' '}
                    <span className="font-semibold">
                      {money(s.difference)} ({differenceLabel(s.difference)})
                    </span>
                  </p>
                ) : null}
                <Button
                  variant="outline"
                  icon={<IconPrinter size={18} aria-hidden />}
                  aria-label={T.view(s.id)}
                  onClick={() => setViewing(s.id)}
                >
                  {T.viewShort}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <DataTable
          className={data && data.sessions.length > 0 ? 'max-md:hidden' : undefined}
          columns={columns}
          rows={data?.sessions}
          rowKey={(s) => s.id}
          loading={history.isPending}
          error={history.isError && !data ? T.loadError : undefined}
          emptyMessage={T.empty}
          caption={T.caption}
          minWidthClassName="min-w-[900px]"
        />
        {data ? (
          <Pager
            page={data.page}
            pages={data.totalPages}
            onPage={setPage}
            labels={T.pager}
            summary={T.count(data.total)}
          />
        ) : null}
      </Card>
      {viewing !== null ? <SessionReportDialog sessionId={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
