import { IconCloudUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { offlineText } from '../../i18n/offline';
import { cn } from '../../lib/cn';
import type { OutboxStatus } from './use-outbox';

/** Issue 22: the top bar's count of orders waiting on this device; opens the POS, where they are listed. */
export function OutboxBadge({ status }: { status: OutboxStatus }) {
  const count = status.pending.length + status.review.length;
  if (count === 0) return null;
  return (
    <Link
      to="/dashboard/pos"
      data-testid="outbox-badge"
      aria-label={offlineText.badge(count)}
      title={offlineText.badge(count)}
      className={cn(
        'relative grid size-11 shrink-0 place-items-center rounded-xl border bg-white',
        status.review.length > 0 ? 'border-red-300 text-red-700' : 'border-amber-300 text-amber-800',
      )}
    >
      <IconCloudUpload size={22} aria-hidden />
      <span
        aria-hidden
        className={cn(
          'absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full px-1 text-xs font-bold text-white',
          status.review.length > 0 ? 'bg-red-600' : 'bg-amber-600',
        )}
      >
        {count}
      </span>
    </Link>
  );
}
