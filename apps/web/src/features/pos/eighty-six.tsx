import { hasAnyScope, INVENTORY_API, type PosInitResponse, type PosMenuItem } from '@comandero/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { posText } from '../../i18n/pos';
import { apiCall } from '../../lib/api-call';
import { POS_INIT_QUERY_KEY } from '../../lib/query-keys';
import { useSessionUser } from '../../lib/session-user';
import { withToast } from '../../lib/toast';

const T = posText.eightySix;

/**
 * Issue 24: a manager 86es a dish from the grid. Only INVENTORY and MANAGE_INVENTORY see the
 * card's menu (the server refuses anyone else); the other terminals hear it through `stock_update`.
 */
export function useEightySix(init: PosInitResponse) {
  const user = useSessionUser();
  const allowed = hasAnyScope(user, ['INVENTORY', 'MANAGE_INVENTORY']);
  const [item, setItem] = useState<PosMenuItem | null>(null);
  const soldOut = useMemo(() => new Set(init.inventory?.soldOutItemIds ?? []), [init.inventory]);
  const onManage = useCallback((picked: PosMenuItem) => setItem(picked), []);
  return { onManage: allowed ? onManage : undefined, item, soldOut, close: () => setItem(null) };
}

type EightySixDialogProps = { item: PosMenuItem | null; soldOut: ReadonlySet<number>; onClose: () => void };

/** The card menu's one question: mark the item agotado (86) or bring it back. */
export function EightySixDialog({ item, soldOut, onClose }: EightySixDialogProps) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: withToast((a: { id: number; soldOut: boolean }) =>
      apiCall(INVENTORY_API.soldOut, { params: { id: a.id }, body: { soldOut: a.soldOut } }),
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POS_INIT_QUERY_KEY }),
  });
  const isOut = item ? soldOut.has(item.id) : false;
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !toggle.isPending) onClose();
      }}
      title={T.title}
      message={item ? (isOut ? T.clearQuestion(item.title) : T.setQuestion(item.title)) : null}
      confirmLabel={isOut ? T.clear : T.set}
      tone={isOut ? 'primary' : 'danger'}
      pending={toggle.isPending}
      onConfirm={() => {
        if (item) toggle.mutate({ id: item.id, soldOut: !isOut }, { onSuccess: onClose });
      }}
    />
  );
}
