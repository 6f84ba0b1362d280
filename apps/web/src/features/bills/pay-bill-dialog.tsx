import {
  toMinor,
  type BillView,
  type OrdersInitResponse,
  type PayBillResponse,
  type ReceiptEinvoice,
} from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { billsText } from '../../i18n/bills';
import { formatMoney } from '../../lib/format';
import { useTableSplit } from './bills-api';
import type { PaymentTypeOption } from '../../lib/payment-plan';
import { PaymentsStep } from './payments-step';
import { TipStep } from './tip-step';

const T = billsText.pay;
const DEFAULT_TIP_PERCENT = 10;

/** Cash is the server's flag when it sends one; without it the type's title decides (isCashType). */
function withCashFlag(types: readonly PaymentTypeOption[], cashIds: readonly number[] | undefined) {
  return cashIds ? types.map((t) => ({ ...t, is_cash: cashIds.includes(t.id) })) : types;
}

export type PayBillDialogProps = {
  tableId: number;
  bill: BillView;
  init: OrdersInitResponse | undefined;
  onClose: () => void;
  /** With the bill's DE-POS when the payment issued one (issue 23). */
  onPrint: (bill: BillView, einvoice?: ReceiptEinvoice) => void;
};

/**
 * "Cobrar" one bill of a split: the voluntary tip first, then the payments. It lives on the page,
 * not the table card, so paying the last bill (which closes the table) still shows the change.
 */
export function PayBillDialog({ tableId, bill: opened, init, onClose, onPrint }: PayBillDialogProps) {
  const split = useTableSplit(tableId);
  // The store may not ask for a tip for this service type; then the payments come straight away.
  const askTip = split.data?.askTip !== false;
  const [step, setStep] = useState<'tip' | 'pay'>(() => (askTip ? 'tip' : 'pay'));
  const [paid, setPaid] = useState<PayBillResponse | null>(null);
  const [tipped, setTipped] = useState<BillView | null>(null);
  // The tip answer's own bill: its due (total + tip) seeds the payments, whatever the refetch does.
  const bill = tipped ?? split.data?.bills.find((b) => b.id === opened.id) ?? opened;
  const currency = init?.storeSettings.currency;
  const paidBill = paid?.split.bills.find((b) => b.id === opened.id);
  const types = withCashFlag(init?.paymentTypes ?? [], split.data?.cashPaymentTypeIds);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={T.title(opened.label)} size="md">
      {paid ? (
        <div className="flex flex-col gap-4" data-testid="bill-paid">
          <p className="text-lg font-semibold text-emerald-700" role="status">
            {paid.message}
          </p>
          <p className="text-2xl font-bold text-stone-900" data-testid="bill-change">
            {T.changeDue}: {formatMoney(toMinor(paid.change), currency)}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              {T.close}
            </Button>
            {paidBill ? <Button onClick={() => onPrint(paidBill, paid.einvoice)}>{T.print}</Button> : null}
          </div>
        </div>
      ) : step === 'tip' && askTip ? (
        <TipStep
          bill={bill}
          percent={split.data?.tipPercent ?? DEFAULT_TIP_PERCENT}
          currency={currency}
          onCancel={onClose}
          onDone={(res) => {
            setTipped(res.split?.bills.find((b) => b.id === opened.id) ?? null);
            setStep('pay');
          }}
        />
      ) : (
        <PaymentsStep
          bill={bill}
          types={types}
          currency={currency}
          onBack={
            askTip
              ? () => {
                  setTipped(null);
                  setStep('tip');
                }
              : onClose
          }
          onPaid={setPaid}
        />
      )}
    </Dialog>
  );
}
