import type {
  BillView,
  CompleteAndPaySettleResponse,
  OrderGroup,
  ReceiptEinvoice,
  SettleQuote,
} from '@comandero/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { floorText, ordersText } from '../../i18n/orders';
import { openPrintWindow, saveReceiptData } from '../../lib/pos-storage';
import { playNewOrderChime } from '../../lib/sound';
import { ORDERS_KEY } from '../../lib/floor/floor-keys';
import { LiveStatus } from '../../components/live-status';
import { SoundToggle } from '../../components/sound-toggle';
import { useLiveRefresh } from '../../lib/floor/use-live-refresh';
import { useNow } from '../../lib/floor/use-now';
import { groupReceiptData } from './group-receipt';
import { printReceipt } from './print-with-einvoice';
import { OrderGroupCard, type GroupAction } from './order-group-card';
import { CancelOrdersDialog } from './cancel-orders-dialog';
import { MoveTableDialog } from './move-table-dialog';
import { useCompleteOrders, useOrders, useOrdersInit } from './orders-api';
import { PaymentDialog } from './payment-dialog';
import { SettledDialog } from './settled-dialog';
import { settledReceiptData } from './settle-receipt';
import { BillDialogs, billReceiptData, SplitDialog, type BillDialog } from '../bills';
import { CashDrawerGate } from '../cash-drawer';
import { PrinterHealth } from '../printers';

type Pending = { action: Exclude<GroupAction, 'print'>; key: string } | null;
type Settled = { paid: CompleteAndPaySettleResponse; group: OrderGroup; quote: SettleQuote };

const groupKey = (g: OrderGroup) => String(g.table_id ?? 'dine-out');

/** /dashboard/orders (spec §2 Ordenes): open orders per table, live. */
export function OrdersPage() {
  const orders = useOrders();
  const init = useOrdersInit();
  const complete = useCompleteOrders();
  const now = useNow(30_000);
  const [pendingAction, setPending] = useState<Pending>(null);
  const [billDialog, setBillDialog] = useState<BillDialog | null>(null);
  const [settled, setSettled] = useState<Settled | null>(null);
  useLiveRefresh(ORDERS_KEY, playNewOrderChime);

  const onAction = (action: GroupAction, group: OrderGroup) => {
    if (action !== 'print') {
      // Nothing unpaid to warn about: complete at once (the usual end of a table paid at the POS).
      const unpaid = group.orders.filter((o) => o.payment_status !== 'paid').length;
      if (action === 'complete' && unpaid === 0) complete.mutate(group.order_ids);
      else setPending({ action, key: groupKey(group) });
      return;
    }
    const settings = init.data;
    const data = settings ? groupReceiptData(group, settings) : null;
    if (!settings || !data) {
      toast.error(settings ? ordersText.print.nothing : floorText.actionFailed);
      return;
    }
    // Paid on one invoice: the receipt is that invoice's, with its DE-POS.
    void printReceipt(data.kind === 'prebill' ? null : data.orderId, (einvoice) =>
      einvoice ? { ...data, einvoice } : data,
    );
  };

  const printBill = (bill: BillView, group: OrderGroup, einvoice?: ReceiptEinvoice) => {
    const settings = init.data;
    if (!settings) {
      toast.error(floorText.actionFailed);
      return;
    }
    // The payment's answer carries the DE-POS; a paid bill printed again from its card reads it.
    const invoiceId = einvoice || bill.invoiceId === null ? null : bill.invoiceId;
    void printReceipt(invoiceId, (read) => billReceiptData(bill, group, settings, einvoice ?? read));
  };

  const printSettled = ({ paid, group, quote }: Settled) => {
    const data = init.data ? settledReceiptData(group, init.data, quote, paid) : null;
    if (!data) {
      toast.error(floorText.actionFailed);
      return;
    }
    saveReceiptData(data);
    if (!openPrintWindow('/print-receipt')) toast.error(ordersText.print.popupBlocked);
  };

  const close = () => setPending(null);
  const groups = orders.data ?? [];
  // The dialogs follow the live group: a table closed on another screen closes them here too.
  const pendingGroup = pendingAction && groups.find((g) => groupKey(g) === pendingAction.key);
  const pending = pendingGroup ? { action: pendingAction.action, group: pendingGroup } : null;
  const unpaidOf = (g: OrderGroup) => g.orders.filter((o) => o.payment_status !== 'paid');

  return (
    <>
      <PageHeader
        title={ordersText.title}
        description={
          orders.data ? ordersText.openOrders(groups.reduce((n, g) => n + g.orders.length, 0)) : ordersText.subtitle
        }
        actions={
          <>
            <CashDrawerGate currency={init.data?.storeSettings.currency} />
            <LiveStatus />
            <Suspense fallback={null}>
              <PrinterHealth />
            </Suspense>
            <SoundToggle />
            <Button
              variant="outline"
              icon={<IconRefresh size={19} className={orders.isFetching ? 'animate-spin' : undefined} />}
              onClick={() => void orders.refetch()}
            >
              {floorText.refresh}
            </Button>
          </>
        }
      />
      {orders.isPending ? (
        <LoadingState message={floorText.loading} />
      ) : orders.isError && !orders.data ? (
        <ErrorState
          message={floorText.loadError}
          action={<Button onClick={() => void orders.refetch()}>{floorText.retry}</Button>}
        />
      ) : groups.length === 0 ? (
        <EmptyState message={ordersText.empty} />
      ) : (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,380px),1fr))] items-start gap-4">
          {groups.map((group) => (
            <OrderGroupCard
              key={groupKey(group)}
              group={group}
              now={now}
              currency={init.data?.storeSettings.currency}
              onAction={onAction}
              ordersUpdatedAt={orders.dataUpdatedAt}
              onBillAction={(action, bill, split, g) =>
                action === 'print'
                  ? printBill(bill, g)
                  : setBillDialog({ kind: action, tableId: split.tableId, bill, group: g })
              }
            />
          ))}
        </div>
      )}
      {pending?.action === 'pay' ? (
        <PaymentDialog
          group={pending.group}
          init={init.data}
          onClose={close}
          onPaid={(paid, group, quote) => {
            close();
            setSettled({ paid, group, quote });
          }}
        />
      ) : null}
      {settled ? (
        <SettledDialog
          paid={settled.paid}
          currency={init.data?.storeSettings.currency}
          onPrint={() => printSettled(settled)}
          onClose={() => setSettled(null)}
        />
      ) : null}
      {pending?.action === 'split' ? <SplitDialog group={pending.group} onClose={close} /> : null}
      {billDialog ? (
        <BillDialogs
          dialog={billDialog}
          init={init.data}
          onClose={() => setBillDialog(null)}
          onPrint={(bill, einvoice) => printBill(bill, billDialog.group, einvoice)}
        />
      ) : null}
      {pending?.action === 'cancel' ? <CancelOrdersDialog group={pending.group} onClose={close} /> : null}
      {pending?.action === 'transfer' || pending?.action === 'merge' ? (
        <MoveTableDialog mode={pending.action} group={pending.group} groups={groups} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={pending?.action === 'complete'}
        onOpenChange={(open) => !open && close()}
        title={ordersText.complete.title}
        message={pending ? ordersText.complete.unpaid(unpaidOf(pending.group).length) : ''}
        confirmLabel={ordersText.complete.confirm}
        cancelLabel={ordersText.cancel.keep}
        tone="primary"
        pending={complete.isPending}
        onConfirm={() => {
          if (!pending) return;
          complete.mutate(pending.group.order_ids, { onSettled: close });
        }}
      />
    </>
  );
}
