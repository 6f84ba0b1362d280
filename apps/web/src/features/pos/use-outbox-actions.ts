import { POS_API, toMajor, type PosInitResponse } from '@comandero/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch } from 'react';
import toast from 'react-hot-toast';
import { offlineText } from '../../i18n/offline';
import { apiCall } from '../../lib/api-call';
import { errorMessage } from '../../lib/api-error';
import { newId } from '../../lib/new-id';
import { POS_INIT_QUERY_KEY } from '../../lib/query-keys';
import { isUnreachable, outboxRuntime, type OutboxEntry } from '../offline';
import { repriceCart, unavailableKeys, type PosAction, type PosState } from './cart-state';
import { amountOf, type QueuedPos } from './offline-queue';
import { fetchPosInit } from './pos-api';
import { orderBody } from './use-order-submit';

const T = offlineText.entry;

/**
 * The three ways out of "Requiere revisión" (issue 22). Resend re-prices the order from a fresh
 * /pos/init and queues it under a NEW key (the refused one wrote nothing); edit moves it into the
 * empty cart; discard is audited by the server first, so it needs the connection.
 */
export function useOutboxActions(state: PosState, dispatch: Dispatch<PosAction>, onDone: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const runtime = outboxRuntime();

  async function withBusy(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const resend = (entry: OutboxEntry) =>
    withBusy(async () => {
      let fresh: PosInitResponse;
      try {
        fresh = await queryClient.fetchQuery({ queryKey: POS_INIT_QUERY_KEY, queryFn: fetchPosInit, staleTime: 0 });
      } catch {
        toast.error(T.resendFailed);
        return;
      }
      const pos = entry.pos as QueuedPos;
      const gone = unavailableKeys(pos.state.cart, fresh.menuItems);
      if (gone.size > 0) {
        const titles = pos.state.cart.filter((l) => gone.has(l.key)).map((l) => l.title);
        toast.error(T.resendBlocked(titles.join(', ')));
        return;
      }
      const next: PosState = {
        ...pos.state,
        cart: repriceCart(
          pos.state.cart,
          fresh.menuItems,
          fresh.courses?.map((c) => c.id),
        ),
      };
      const body = orderBody(next, pos.paymentTypeId, pos.extras);
      // Queued first, then the refused one removed: a crash in between leaves two to look at, never none.
      await runtime.enqueue({
        route: entry.route,
        deviceTime: entry.deviceTime,
        userId: entry.userId,
        view: entry.view,
        key: newId(),
        body: {
          ...body,
          deviceTime: entry.deviceTime,
          offline: true,
          ...(entry.body.managerApproved ? { managerApproved: true } : {}),
        },
        total: amountOf(next, pos.extras),
        pos: { ...pos, state: next } satisfies QueuedPos,
      });
      await runtime.remove(entry.id);
      toast.success(T.resent);
      onDone();
    });

  const edit = (entry: OutboxEntry) =>
    withBusy(async () => {
      if (state.cart.length > 0) {
        toast.error(T.cartBusy);
        return;
      }
      const { state: queued } = entry.pos as QueuedPos;
      const menu = queryClient.getQueryData<PosInitResponse>(POS_INIT_QUERY_KEY)?.menuItems ?? [];
      dispatch({ type: 'newOrder' });
      dispatch({ type: 'loadCart', cart: queued.cart, menu });
      dispatch({ type: 'setDeliveryType', deliveryType: queued.deliveryType });
      dispatch({ type: 'setTable', tableId: queued.tableId });
      if (queued.customer) dispatch({ type: 'setCustomer', customer: queued.customer });
      await runtime.remove(entry.id);
      toast.success(T.edited);
      onDone();
    });

  const discard = (entry: OutboxEntry) =>
    withBusy(async () => {
      const { state: queued } = entry.pos as QueuedPos;
      try {
        const answer = await apiCall(POS_API.offlineDiscard, {
          body: {
            idempotencyKey: entry.key,
            route: entry.route,
            deviceTime: entry.deviceTime,
            total: toMajor(entry.total),
            lines: queued.cart.map((l) => ({ title: l.title, quantity: l.quantity })),
            ...(entry.message ? { message: entry.message } : {}),
          },
        });
        await runtime.remove(entry.id);
        toast.success(answer.message);
        onDone();
      } catch (err) {
        toast.error(isUnreachable(err) ? T.discardOffline : errorMessage(err, T.discardOffline));
      }
    });

  return { busy, resend, edit, discard };
}
