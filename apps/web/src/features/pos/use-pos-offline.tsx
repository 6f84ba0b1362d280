import type { PosInitResponse } from '@comandero/contracts';
import { useState, type Dispatch } from 'react';
import { connectionOf, useOutbox } from '../offline';
import type { PosAction, PosState } from './cart-state';
import type { OfflineQueueing } from './offline-queue';
import { OutboxEntryDialog } from './outbox-entry-dialog';
import { PendingOrders } from './pending-orders';
import { PinDialog, type PinRequest } from './pin-dialog';
import { useOutboxActions } from './use-outbox-actions';

type Wiring = {
  init: PosInitResponse;
  username: string;
  state: PosState;
  dispatch: Dispatch<PosAction>;
  customerText: string;
  tableText: (tableId: number | null) => string | null;
  /** The order went into the outbox: the POS clears the cart for the next one. */
  onQueued: () => void;
};

/**
 * Issue 22, the POS's offline part: queueing a submit the server could not be reached for (with the
 * manager PIN dialog), the queued orders above the cart, and the dialog of one of them.
 */
export function usePosOffline({ init, username, state, dispatch, customerText, tableText, onQueued }: Wiring) {
  const outbox = useOutbox();
  const [openId, setOpenId] = useState<number | null>(null);
  const [pin, setPin] = useState<PinRequest | null>(null);
  const actions = useOutboxActions(state, dispatch, () => setOpenId(null));
  const currency = init.storeSettings.currency;

  const queueing: OfflineQueueing = {
    userId: username,
    settings: init.offline,
    paymentTypes: init.paymentTypes,
    viewOf: (s, paymentTypeId) => ({
      customer: customerText,
      table: tableText(s.tableId),
      paymentType: init.paymentTypes.find((t) => t.id === paymentTypeId)?.title ?? null,
    }),
    askPin: (limitMinor, verifier) =>
      new Promise<boolean>((resolve) =>
        setPin({
          limitMinor,
          verifier,
          resolve: (ok) => {
            setPin(null);
            resolve(ok);
          },
        }),
      ),
    onQueued: (id, kind) => {
      onQueued();
      // A payment shows its receipt state at once: the invoice is numbered only when the server gets it.
      if (kind === 'pay') setOpenId(id);
    },
  };

  const entry = outbox.entries.find((e) => e.id === openId) ?? null;
  return {
    queueing,
    /** The outbox's view of the connection, the same the top bar's pill shows. */
    offline: connectionOf(outbox) === 'offline',
    pendingList: <PendingOrders entries={outbox.entries} currency={currency} onOpen={setOpenId} />,
    dialogs: (
      <>
        <OutboxEntryDialog
          entry={entry}
          currency={currency}
          busy={actions.busy}
          onClose={() => setOpenId(null)}
          onResend={(e) => void actions.resend(e)}
          onEdit={(e) => void actions.edit(e)}
          onDiscard={(e) => void actions.discard(e)}
        />
        <PinDialog request={pin} currency={currency} />
      </>
    ),
  };
}
