import { toMinor, type BillView, type OrdersInitResponse, type PayBillResponse } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { billsText } from '../../i18n/bills';
import { formatMoney } from '../../lib/format';
import { useTableSplit } from './bills-api';
import { PaymentsStep } from './payments-step';
import { TipStep } from './tip-step';

const T = billsText.pay;

export type PayBillDialogProps = {
  tableId: number;
  bill: BillView;
  init: OrdersInitResponse | undefined;
  onClose: () => void;
  onPrint: (bill: BillView) => void;
};

/**
 * "Cobrar" one bill of a split: the voluntary tip first, then the payments. It lives on the page,
 * not the table card, so paying the last bill (which closes the table) still shows the change.
 */
export function PayBillDialog({ tableId, bill: opened, init, onClose, onPrint }: PayBillDialogProps) {
  const split = useTableSplit(tableId);
  const [step, setStep] = useState<'tip' | 'pay'>('tip');
  const [paid, setPaid] = useState<PayBillResponse | null>(null);
  const [tipped, setTipped] = useState<BillView | null>(null);
  // The tip answer's own bill: its due (total + tip) seeds the payments, whatever the refetch does.
  const bill = tipped ?? split.data?.bills.find((b) => b.id === opened.id) ?? opened;
  const currency = init?.storeSettings.currency;
  const paidBill = paid?.split.bills.find((b) => b.id === opened.id);

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
            {paidBill ? <Button onClick={() => onPrint(paidBill)}>{T.print}</Button> : null}
          </div>
        </div>
      ) : step === 'tip' ? (
        <TipStep
          bill={bill}
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
          types={init?.paymentTypes ?? []}
          currency={currency}
          onBack={() => {
            setTipped(null);
            setStep('tip');
          }}
          onPaid={setPaid}
        />
      )}
    </Dialog>
  );
}
