import { canVoidInvoice, type InvoiceDetail } from '@comandero/contracts';
import { IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { invoiceVoidText as t } from '../../i18n/invoices';
import { formatDateTime } from '../../lib/format';
import { useSessionUser } from '../../lib/session-user';
import { VoidSaleDialog } from './void-sale-dialog';

/**
 * Under an invoice's totals: "Anulada" with its reason once annulled; otherwise, for whoever may
 * annul a paid sale (admin or ORDERS, as the server checks), the "Anular venta" button.
 */
export function VoidSalePanel({ detail, currency }: { detail: InvoiceDetail; currency: string }) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (detail.voided_at) {
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-red-200 bg-red-50/60 px-3 py-2">
        <Badge tone="danger">{t.voided}</Badge>
        <span className="font-medium [overflow-wrap:anywhere] text-red-900" data-testid="void-reason">
          {t.voidedWith(detail.void_reason ?? '')}
        </span>
        <span className="text-sm text-stone-600">{t.voidedBy(detail.voided_by, formatDateTime(detail.voided_at))}</span>
      </div>
    );
  }
  if (!canVoidInvoice(user) || !detail.refund) return null;
  return (
    <div className="flex justify-end">
      <Button
        variant="danger-outline"
        aria-label={t.actionOf(detail.invoiceId)}
        onClick={() => setOpen(true)}
        className="min-h-11"
      >
        <IconReceiptOff size={18} aria-hidden />
        {t.action}
      </Button>
      <VoidSaleDialog
        invoiceId={detail.invoiceId}
        refund={detail.refund}
        currency={currency}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}
