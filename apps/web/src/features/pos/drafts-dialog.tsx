import { cartTotals } from '@comandero/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { EmptyState } from '../../components/states';
import { Money } from '../../components/money';
import { posText } from '../../i18n/pos';
import { formatDateTime } from '../../lib/format';
import type { PosDraft } from './draft-storage';

export type DraftsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  drafts: PosDraft[];
  currency: string;
  onLoad: (draft: PosDraft) => void;
  onDelete: (draft: PosDraft) => void;
  onDeleteAll: () => void;
};

export function DraftsDialog({
  open,
  onOpenChange,
  drafts,
  currency,
  onLoad,
  onDelete,
  onDeleteAll,
}: DraftsDialogProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={posText.drafts.listTitle}
        size="lg"
        footer={
          drafts.length > 0 ? (
            <Button variant="danger-outline" icon={<IconTrash size={18} />} onClick={() => setConfirming(true)}>
              {posText.drafts.deleteAll}
            </Button>
          ) : undefined
        }
      >
        {drafts.length === 0 ? (
          <EmptyState message={posText.drafts.listEmpty} className="py-8" />
        ) : (
          <ul className="flex flex-col gap-2.5" aria-label={posText.drafts.listTitle}>
            {drafts.map((d) => (
              <li
                key={d.id}
                data-draft={d.nameRef}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 px-4 py-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-stone-900">{d.nameRef}</p>
                  <p className="text-sm text-stone-500">
                    {formatDateTime(d.date)} · {posText.drafts.summary(d.cart.length)} ·{' '}
                    <Money minor={cartTotals(d.cart).payableTotal} currency={currency} />
                  </p>
                </div>
                <Button
                  variant="danger-outline"
                  onClick={() => onDelete(d)}
                  aria-label={`${posText.drafts.delete} ${d.nameRef}`}
                >
                  {posText.drafts.delete}
                </Button>
                <Button onClick={() => onLoad(d)} aria-label={`${posText.drafts.load} ${d.nameRef}`}>
                  {posText.drafts.load}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={posText.drafts.deleteAll}
        message={posText.drafts.confirmDeleteAll(drafts.length)}
        confirmLabel={posText.drafts.deleteAll}
        onConfirm={() => {
          setConfirming(false);
          onDeleteAll();
        }}
      />
    </>
  );
}
