import type { BillView, OrderGroup, OrdersInitResponse, ReceiptEinvoice } from '@comandero/contracts';
import { useTableSplit } from './bills-api';
import { DiscountDialog } from './discount-dialog';
import { PayBillDialog } from './pay-bill-dialog';

/** The bill dialog open on the orders page; the group is kept as it was, for the receipt. */
export type BillDialog = { kind: 'pay' | 'discount'; tableId: number; bill: BillView; group: OrderGroup };

export function BillDialogs({
  dialog,
  init,
  onClose,
  onPrint,
}: {
  dialog: BillDialog;
  init: OrdersInitResponse | undefined;
  onClose: () => void;
  onPrint: (bill: BillView, einvoice?: ReceiptEinvoice) => void;
}) {
  const split = useTableSplit(dialog.tableId);
  if (dialog.kind === 'pay') {
    return (
      <PayBillDialog tableId={dialog.tableId} bill={dialog.bill} init={init} onClose={onClose} onPrint={onPrint} />
    );
  }
  // Discounts follow the live bill, so one just applied or removed shows at once.
  const bill = split.data?.bills.find((b) => b.id === dialog.bill.id) ?? dialog.bill;
  return <DiscountDialog bill={bill} currency={init?.storeSettings.currency} onClose={onClose} />;
}
