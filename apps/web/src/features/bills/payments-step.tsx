import type { BillView, PayBillResponse } from '@comandero/contracts';
import { TendersForm } from '../../components/settle/tenders-form';
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
  return (
    <TendersForm
      figures={bill}
      types={types}
      currency={currency}
      pending={pay.isPending}
      onBack={onBack}
      onSubmit={(body) => pay.mutate({ billId: bill.id, ...body }, { onSuccess: onPaid })}
    />
  );
}
