import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { Money } from '../../components/money';
import { offlineText } from '../../i18n/offline';
import { cn } from '../../lib/cn';
import { clockOf, type OutboxEntry } from '../offline';

export type PendingOrdersProps = {
  entries: readonly OutboxEntry[];
  currency: string;
  onOpen: (id: number) => void;
};

/** Which queued orders the cart area lists: every one not yet sent, and sent payments (their invoice number). */
export const listedEntries = (entries: readonly OutboxEntry[]) =>
  entries.filter((e) => e.state !== 'sent' || e.route === 'pay');

const STATE_LOOK = {
  pending: { text: offlineText.pending, icon: IconClockHour4, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  sending: { text: offlineText.sending, icon: IconClockHour4, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  review: { text: offlineText.needsReview, icon: IconAlertTriangle, tone: 'border-red-200 bg-red-50 text-red-800' },
  sent: { text: offlineText.sent, icon: IconCircleCheck, tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
} as const;

/**
 * Issue 22: the orders taken offline, above the cart. Each opens read-only (a queued order is not
 * edited in place); one the server refused says so and opens on its three choices.
 */
export function PendingOrders({ entries, currency, onOpen }: PendingOrdersProps) {
  const shown = listedEntries(entries);
  if (shown.length === 0) return null;
  return (
    <section aria-label={offlineText.list.heading} className="flex flex-col gap-1.5 py-2" data-testid="pending-orders">
      <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{offlineText.list.heading}</h3>
      <ul className="flex flex-col gap-1.5">
        {shown.map((e, i) => {
          const look = STATE_LOOK[e.state];
          const StateIcon = look.icon;
          const invoice = e.state === 'sent' ? e.result?.invoiceId : undefined;
          return (
            <li key={e.id}>
              <button
                type="button"
                onClick={() => onOpen(e.id)}
                data-testid="pending-order"
                data-state={e.state}
                aria-label={`${offlineText.list.open(i + 1)}: ${look.text}`}
                className={cn(
                  'flex min-h-11 w-full items-center gap-2 rounded-xl border px-3 py-1.5 text-left text-sm',
                  look.tone,
                )}
              >
                <StateIcon size={18} aria-hidden className="shrink-0" />
                <span className="min-w-0 flex-1 leading-tight">
                  <span className="block font-semibold">{look.text}</span>
                  <span className="block truncate text-xs opacity-80">
                    {clockOf(e.deviceTime)} · {e.route === 'pay' ? offlineText.list.pay : offlineText.list.kitchen}
                    {invoice ? ` · ${offlineText.entry.invoiceNumber(invoice)}` : ''}
                    {e.view.table ? ` · ${e.view.table}` : ''}
                  </span>
                </span>
                <Money minor={e.total} currency={currency} className="shrink-0 font-semibold tabular-nums" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
