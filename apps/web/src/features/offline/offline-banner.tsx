import { IconCircleCheck, IconCloudOff, IconLogin } from '@tabler/icons-react';
import { offlineText } from '../../i18n/offline';
import { cn } from '../../lib/cn';
import { clockOf } from './device-time';
import type { OutboxStatus } from './use-outbox';

/**
 * Whether the device reaches the server, as the outbox last learnt it (a replay or a submit that got
 * no answer, or a 5xx, sets offlineSince; an answer clears it). The top bar's pill and the banner
 * both read this, so the pill never says "En línea" under a banner that says the opposite, even
 * while the browser itself believes it is online.
 */
export function connectionOf(s: Pick<OutboxStatus, 'offlineSince'>): 'online' | 'offline' {
  return s.offlineSince === null ? 'online' : 'offline';
}

/** What the banner says, or null when there is nothing to say. */
export function bannerOf(s: Pick<OutboxStatus, 'offlineSince' | 'pending' | 'review' | 'authNeeded' | 'justDrained'>) {
  const T = offlineText.banner;
  const parts: string[] = [];
  if (s.offlineSince !== null) parts.push(T.offlineSince(clockOf(s.offlineSince)));
  if (s.pending.length > 0) parts.push(T.waiting(s.pending.length));
  if (s.review.length > 0) parts.push(T.review(s.review.length));
  if (s.authNeeded && s.pending.length > 0) parts.push(T.signIn);
  if (parts.length > 0)
    return { tone: connectionOf(s) === 'offline' ? 'offline' : 'waiting', text: parts.join(' · ') } as const;
  if (s.justDrained) return { tone: 'drained', text: T.drained } as const;
  return null;
}

/**
 * Issue 22: under the top bar while the device is offline or orders wait (since when, how many), and
 * for a few seconds after the queue drained. A live region, so a screen reader hears the change.
 */
export function OfflineBanner({ status }: { status: OutboxStatus }) {
  const banner = bannerOf(status);
  return (
    <div role="status" aria-live="polite" data-testid="offline-banner" hidden={banner === null}>
      {banner ? (
        <p
          data-tone={banner.tone}
          className={cn(
            // From the split width its height is fixed (one line): the POS fills what is left exactly.
            'flex min-h-10 items-center gap-2 border-b px-(--main-px) py-2 text-sm font-medium split:h-[2.625rem] split:py-0',
            banner.tone === 'offline' && 'border-amber-300 bg-amber-100 text-amber-950',
            banner.tone === 'waiting' && 'border-sky-200 bg-sky-50 text-sky-950',
            banner.tone === 'drained' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
          )}
        >
          {banner.tone === 'drained' ? (
            <IconCircleCheck size={18} aria-hidden className="shrink-0" />
          ) : status.authNeeded ? (
            <IconLogin size={18} aria-hidden className="shrink-0" />
          ) : (
            <IconCloudOff size={18} aria-hidden className="shrink-0" />
          )}
          <span className="min-w-0 split:truncate">{banner.text}</span>
        </p>
      ) : null}
    </div>
  );
}
