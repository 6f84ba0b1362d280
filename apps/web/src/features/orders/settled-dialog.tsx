import { toMinor, type CompleteAndPaySettleResponse } from '@comandero/contracts';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ordersText } from '../../i18n/orders';
import { formatMoney } from '../../lib/format';

const T = ordersText.pay;

/**
 * After "Cobrar y completar": the change to hand back and the receipt. It lives on the page, not in
 * the payment dialog, because the paid table leaves the list (and its dialog) at once.
 */
export function SettledDialog({
  paid,
  currency,
  onPrint,
  onClose,
}: {
  paid: CompleteAndPaySettleResponse;
  currency: string | undefined;
  onPrint: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={T.paidTitle} size="sm">
      <div className="flex flex-col gap-4" data-testid="orders-paid">
        <p className="text-lg font-semibold text-emerald-700" role="status">
          {paid.message}
        </p>
        {paid.due !== undefined ? (
          <p className="text-stone-700" data-testid="paid-total">
            {T.paidTotal}: {formatMoney(toMinor(paid.due), currency)}
          </p>
        ) : null}
        <p className="text-2xl font-bold text-stone-900" data-testid="paid-change">
          {T.changeDue}: {formatMoney(toMinor(paid.change ?? 0), currency)}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            {T.done}
          </Button>
          <Button onClick={onPrint}>{T.print}</Button>
        </div>
      </div>
    </Dialog>
  );
}
