import { MAX_BILL_PARTS, type OrderGroup } from '@comandero/contracts';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { IconButton } from '../../components/icon-button';
import { billsText } from '../../i18n/bills';
import { cn } from '../../lib/cn';
import { useSingleAttempt } from '../../lib/idempotency-keys';
import { useCreateSplit } from './bills-api';
import { SplitLineRow } from './split-line-row';
import { initialAllocation, partsOf, resizeAllocation, splitLinesOf, type Allocation } from './split-allocation';

const T = billsText.split;

function PartsStepper({ parts, onChange }: { parts: number; onChange: (n: number) => void }) {
  return (
    <div className="flex items-center gap-3" role="group" aria-label={T.parts}>
      <span className="text-sm font-medium text-stone-700">{T.parts}</span>
      <IconButton
        label={T.fewer}
        icon={<IconMinus size={20} />}
        disabled={parts <= 2}
        onClick={() => onChange(parts - 1)}
        variant="outline"
      />
      <output className="w-8 text-center text-xl font-bold tabular-nums" data-testid="split-parts">
        {parts}
      </output>
      <IconButton
        label={T.more}
        icon={<IconPlus size={20} />}
        disabled={parts >= MAX_BILL_PARTS}
        onClick={() => onChange(parts + 1)}
        variant="outline"
      />
    </div>
  );
}

/** "Dividir cuenta": the unpaid lines of a table tapped onto 2–10 bills, or N equal parts. */
export function SplitDialog({ group, onClose }: { group: OrderGroup; onClose: () => void }) {
  const lines = useMemo(() => splitLinesOf(group), [group]);
  const [mode, setMode] = useState<'items' | 'equal'>('items');
  const [parts, setParts] = useState(2);
  const [alloc, setAlloc] = useState<Allocation>(() => initialAllocation(lines, 2));
  const create = useCreateSplit();
  // One request however many taps, and one Idempotency-Key for the retries of this split (issue 25).
  const attempt = useSingleAttempt();
  const itemParts = partsOf(alloc, parts);

  const changeParts = (n: number) => {
    setParts(n);
    setAlloc((a) => resizeAllocation(a, n));
  };

  const submit = () => {
    if (group.table_id === null) return;
    const body =
      mode === 'equal'
        ? { tableId: group.table_id, mode, parts }
        : itemParts
          ? { tableId: group.table_id, mode, parts: itemParts }
          : null;
    if (!body) return;
    attempt(JSON.stringify(body), (idempotencyKey) => create.mutateAsync({ ...body, idempotencyKey })).then(
      (res) => res && onClose(),
      () => undefined, // the toast already says why
    );
  };

  const tab = (value: 'items' | 'equal', label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
        mode === value ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600',
      )}
    >
      {label}
    </button>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title={T.title}
      description={T.description(group.table_title)}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            {T.cancel}
          </Button>
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={lines.length === 0 || (mode === 'items' && !itemParts)}
          >
            {T.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4" data-testid="split-dialog">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-64 gap-1 rounded-xl bg-stone-100 p-1" role="radiogroup" aria-label={T.title}>
            {tab('items', T.byItems)}
            {tab('equal', T.equal)}
          </div>
          <PartsStepper parts={parts} onChange={changeParts} />
        </div>
        {lines.length === 0 ? (
          <p className="text-sm text-stone-600">{T.nothing}</p>
        ) : mode === 'equal' ? (
          <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-700">{T.equalHint(parts)}</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-stone-100" aria-label={T.byItems}>
              {lines.map((line) => (
                <SplitLineRow
                  key={line.id}
                  line={line}
                  units={alloc[line.id]}
                  onChange={(units) => setAlloc((a) => ({ ...a, [line.id]: units }))}
                />
              ))}
            </ul>
            {!itemParts ? (
              <p className="text-sm font-medium text-amber-700" role="status">
                {T.emptyBills}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
