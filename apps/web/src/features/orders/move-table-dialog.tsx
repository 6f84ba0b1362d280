import type { FloorTable, OrderGroup } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { floorText } from '../../i18n/orders';
import { cn } from '../../lib/cn';
import { useFloorTables, useMoveTable } from './orders-api';
import { shiftText } from './shift-text';

const t = shiftText.move;

export type MoveMode = 'transfer' | 'merge';

export type MoveTableDialogProps = {
  mode: MoveMode;
  /** The origin: a table group (table_id not null). */
  group: OrderGroup;
  /** The other groups on screen, whose orders are announced after a merge. */
  groups: readonly OrderGroup[];
  onClose: () => void;
};

function TableTile({ table, checked, onPick }: { table: FloorTable; checked: boolean; onPick: () => void }) {
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer flex-col justify-center rounded-xl border px-3 py-2',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
        checked ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white',
      )}
    >
      <input type="radio" name="target-table" checked={checked} onChange={onPick} className="sr-only" />
      <span className="font-semibold text-stone-900">{table.table_title}</span>
      <span className="text-sm text-stone-600">
        {[table.floor !== '-' ? table.floor : null, t.seats(table.seating_capacity)].filter(Boolean).join(' · ')}
        {' · '}
        {table.open_orders === 0 ? t.free : t.busy(table.open_orders)}
      </span>
    </label>
  );
}

/**
 * Mover mesa (to a free table) or Unir mesas (into a table with open orders): pick the destination,
 * then confirm. The list is read when the dialog opens; the server refuses a table that changed.
 */
export function MoveTableDialog({ mode, group, groups, onClose }: MoveTableDialogProps) {
  const tables = useFloorTables();
  const move = useMoveTable();
  const [targetId, setTargetId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const candidates = (tables.data ?? []).filter(
    (x) => x.id !== group.table_id && (mode === 'transfer' ? x.open_orders === 0 : x.open_orders > 0),
  );
  const target = candidates.find((x) => x.id === targetId) ?? null;
  const title = mode === 'transfer' ? t.transfer : t.merge;

  const submit = () => {
    if (!target || group.table_id === null) return;
    const targetOrders = groups.find((g) => g.table_id === target.id)?.order_ids ?? [];
    move.mutate(
      { mode, fromTableId: group.table_id, toTableId: target.id, orderIds: [...group.order_ids, ...targetOrders] },
      { onSuccess: onClose, onError: () => setConfirming(false) },
    );
  };

  const footer = confirming ? (
    <>
      <Button variant="outline" onClick={() => setConfirming(false)} disabled={move.isPending}>
        {t.back}
      </Button>
      <Button onClick={submit} loading={move.isPending}>
        {mode === 'transfer' ? t.yesTransfer : t.yesMerge}
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={onClose}>
        {t.cancel}
      </Button>
      <Button onClick={() => setConfirming(true)} disabled={!target}>
        {t.next}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !move.isPending && onClose()}
      title={title}
      description={
        mode === 'transfer' ? t.transferDescription(group.table_title) : t.mergeDescription(group.table_title)
      }
      footer={footer}
    >
      {confirming && target ? (
        <p className="text-[15px] text-stone-800" data-testid="move-confirmation">
          {mode === 'transfer'
            ? t.confirmTransfer(group.orders.length, group.table_title, target.table_title)
            : t.confirmMerge(group.table_title, target.table_title)}
        </p>
      ) : tables.isPending ? (
        <LoadingState message={t.loading} />
      ) : tables.isError ? (
        <ErrorState
          message={t.loadError}
          action={<Button onClick={() => void tables.refetch()}>{floorText.retry}</Button>}
        />
      ) : candidates.length === 0 ? (
        <EmptyState message={mode === 'transfer' ? t.noFreeTables : t.noBusyTables} />
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-stone-800">{t.target}</legend>
          <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
            {candidates.map((table) => (
              <TableTile
                key={table.id}
                table={table}
                checked={table.id === targetId}
                onPick={() => setTargetId(table.id)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </Dialog>
  );
}
