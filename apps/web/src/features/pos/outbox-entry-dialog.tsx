import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { Money } from '../../components/money';
import { offlineText } from '../../i18n/offline';
import { clockOf, type OutboxEntry } from '../offline';
import type { QueuedPos } from './offline-queue';
import { OrderSummaryLines } from './order-summary';

export type OutboxEntryDialogProps = {
  entry: OutboxEntry | null;
  currency: string;
  busy: boolean;
  onClose: () => void;
  onResend: (entry: OutboxEntry) => void;
  onEdit: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
};

const T = offlineText.entry;

/**
 * A queued order, read-only: what was taken, when, and where it stands. A payment's invoice has no
 * number until the server receives it. An order the server refused offers its three ways out.
 */
export function OutboxEntryDialog({
  entry,
  currency,
  busy,
  onClose,
  onResend,
  onEdit,
  onDiscard,
}: OutboxEntryDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const review = entry?.state === 'review';
  const pos = entry?.pos as QueuedPos | undefined;
  const invoiceId = entry?.result?.invoiceId;
  return (
    <>
      <Dialog
        open={entry !== null && !confirming}
        onOpenChange={(open) => !open && !busy && onClose()}
        title={review ? offlineText.needsReview : entry?.state === 'sent' ? offlineText.sent : offlineText.pending}
        description={entry ? `${offlineText.list.takenAt(clockOf(entry.deviceTime))} · ${T.readOnly}` : undefined}
        size="md"
        footer={
          review && entry ? (
            <div className="grid w-full grid-cols-1 gap-2 sm:grid-cols-3">
              <Button variant="danger" size="lg" disabled={busy} onClick={() => setConfirming(true)}>
                {T.discard}
              </Button>
              <Button variant="outline" size="lg" disabled={busy} onClick={() => onEdit(entry)}>
                {T.edit}
              </Button>
              <Button size="lg" loading={busy} disabled={busy} onClick={() => onResend(entry)}>
                {T.resend}
              </Button>
            </div>
          ) : (
            <Button variant="outline" size="lg" onClick={onClose}>
              {T.close}
            </Button>
          )
        }
      >
        {entry ? (
          <div className="flex flex-col gap-3" data-testid="outbox-entry">
            {review ? (
              <p
                role="alert"
                className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
              >
                {entry.message}
              </p>
            ) : null}
            <dl className="grid grid-cols-1 gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm sm:grid-cols-3">
              <div className="min-w-0">
                <dt className="text-stone-500">{T.customer}</dt>
                <dd className="font-medium break-words text-stone-900">{entry.view.customer}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-stone-500">{T.table}</dt>
                <dd className="font-medium break-words text-stone-900">{entry.view.table ?? '—'}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-stone-500">{T.paymentType}</dt>
                <dd className="font-medium break-words text-stone-900">{entry.view.paymentType ?? '—'}</dd>
              </div>
            </dl>
            {pos ? <OrderSummaryLines cart={pos.state.cart} currency={currency} /> : null}
            <p className="flex justify-between text-lg font-bold text-stone-900">
              <span>{T.total}</span>
              <Money minor={entry.total} currency={currency} />
            </p>
            {entry.route === 'pay' ? (
              <p
                className="rounded-xl border border-stone-200 bg-white px-4 py-2.5 text-sm text-stone-700"
                data-testid="outbox-invoice"
              >
                {invoiceId ? T.invoiceNumber(invoiceId) : T.invoicePending}
              </p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.discardTitle}
        message={T.discardMessage}
        confirmLabel={T.discard}
        tone="danger"
        pending={busy}
        onConfirm={() => {
          if (entry) onDiscard(entry);
          setConfirming(false);
        }}
      />
    </>
  );
}
