import { toMinor, type Member, type Movement } from '@comandero/contracts';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { Dialog } from '../../components/dialog';
import { DataTable } from '../../components/data-table';
import { membershipText as t } from '../../i18n/membership';
import { cn } from '../../lib/cn';
import { formatDateTime, formatMoney } from '../../lib/format';
import { CorrectionDialog, type Correction } from './ledger-corrections';
import { useMovements } from './membership-api';

const signed = (n: number) => (n > 0 ? `+${t.points(n)}` : t.points(n));
const points = (m: Movement) => (
  <span className={cn('font-semibold whitespace-nowrap', m.points < 0 ? 'text-red-700' : 'text-emerald-700')}>
    {signed(m.points)}
  </span>
);

/** One member's ledger, newest first: what earned, what was redeemed, reversals and adjustments. */
export function MovementsDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const query = useMovements(member?.phone ?? null);
  const [correction, setCorrection] = useState<Correction | null>(null);
  // An invoice's points are reversed once: its earn or redeem row offers it until a reversal exists.
  const reversed = new Set((query.data ?? []).filter((m) => m.kind === 'reverse').map((m) => m.invoiceId));
  const reverseButton = (m: Movement) =>
    m.invoiceId !== null && m.kind !== 'reverse' && !reversed.has(m.invoiceId) ? (
      <IconButton
        label={t.corrections.reverseRow(m.invoiceId)}
        icon={<IconArrowBackUp size={19} aria-hidden />}
        onClick={() => setCorrection({ kind: 'reverse', invoiceId: m.invoiceId! })}
      />
    ) : null;
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? t.members.history(member.name) : ''}
      description={
        member
          ? `${t.members.balance}: ${t.points(member.balance)} · ${t.members.lifetime}: ${t.points(member.lifetime)}`
          : undefined
      }
      size="xl"
      footer={
        member ? (
          <Button variant="outline" onClick={() => setCorrection({ kind: 'adjust', phone: member.phone })}>
            {t.corrections.adjust}
          </Button>
        ) : null
      }
    >
      <div className="hidden md:block">
        <DataTable<Movement>
          caption={t.tabs.members}
          rows={query.data}
          rowKey={(m) => m.id}
          loading={query.isPending}
          error={query.isError ? t.loadError : undefined}
          emptyMessage={t.movements.empty}
          minWidthClassName="min-w-[560px]"
          columns={[
            {
              key: 'at',
              header: t.movements.at,
              render: (m) => formatDateTime(m.createdAt),
              className: 'whitespace-nowrap',
            },
            { key: 'kind', header: t.movements.kind, render: (m) => t.movements.kinds[m.kind] },
            {
              key: 'points',
              header: t.movements.points,
              align: 'right',
              render: (m) => (
                <span className={cn('font-semibold', m.points < 0 ? 'text-red-700' : 'text-emerald-700')}>
                  {signed(m.points)}
                </span>
              ),
              className: 'whitespace-nowrap tabular-nums',
            },
            {
              key: 'amount',
              header: t.movements.amount,
              align: 'right',
              render: (m) => (m.amount ? formatMoney(toMinor(m.amount)) : '—'),
              className: 'whitespace-nowrap tabular-nums',
            },
            { key: 'invoice', header: t.movements.invoice, render: (m) => (m.invoiceId ? `#${m.invoiceId}` : '—') },
            {
              key: 'reason',
              header: t.movements.reason,
              render: (m) => m.reason ?? '—',
              className: 'min-w-32 [overflow-wrap:anywhere]',
            },
            { key: 'user', header: t.movements.user, render: (m) => m.username ?? '—' },
            { key: 'actions', header: '', align: 'right', className: 'w-14', render: reverseButton },
          ]}
        />
      </div>
      {/* Phones: one line per movement, its points at hand instead of a sideways-scrolling table. */}
      <div className="md:hidden">
        <DataTable<Movement>
          caption={t.tabs.members}
          rows={query.data}
          rowKey={(m) => m.id}
          loading={query.isPending}
          error={query.isError ? t.loadError : undefined}
          emptyMessage={t.movements.empty}
          minWidthClassName="min-w-0"
          columns={[
            {
              key: 'card',
              header: t.movements.kind,
              render: (m) => (
                <div className="flex items-start gap-3 py-1">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-stone-900">
                      {t.movements.kinds[m.kind]}
                      {m.invoiceId ? <span className="font-normal text-stone-500"> · #{m.invoiceId}</span> : null}
                    </p>
                    <p className="text-sm text-stone-500">{formatDateTime(m.createdAt)}</p>
                    {m.reason ? <p className="text-sm [overflow-wrap:anywhere] text-stone-600">{m.reason}</p> : null}
                  </div>
                  {points(m)}
                  {reverseButton(m)}
                </div>
              ),
            },
          ]}
        />
      </div>
      <CorrectionDialog correction={correction} onClose={() => setCorrection(null)} />
    </Dialog>
  );
}
