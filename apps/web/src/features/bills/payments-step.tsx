import type { BillView, PayBillResponse } from '@comandero/contracts';
import { TendersForm } from '../../components/settle/tenders-form';
import { useSingleAttempt } from '../../lib/idempotency-keys';
import type { PaymentTypeOption } from '../../lib/payment-plan';
import { usePayBill } from './bills-api';

/** Several payments on one bill; the bill closes only once they cover its total plus the tip. */
export function PaymentsStep({
  bill,
  types,
  currency,
  onBack,
  onPaid,
}: {
  bill: BillView;
  types: readonly PaymentTypeOption[];
  currency: string | undefined;
  onBack: () => void;
  onPaid: (res: PayBillResponse) => void;
}) {
  const pay = usePayBill();
  // One request however many taps, and one Idempotency-Key for the retries of this payment (issue 18).
  const attempt = useSingleAttempt();
  return (
    <TendersForm
      figures={bill}
      types={types}
      currency={currency}
      pending={pay.isPending}
      onBack={onBack}
      onSubmit={(body) => {
        const payment = { billId: bill.id, ...body };
        attempt(JSON.stringify(payment), (idempotencyKey) => pay.mutateAsync({ ...payment, idempotencyKey })).then(
          (res) => res && onPaid(res),
          () => undefined, // the toast already says why
        );
      }}
    />
  );
}
