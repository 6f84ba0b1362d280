import { IconWifiOff } from '@tabler/icons-react';
import { floorText } from '../i18n/orders';
import { cn } from '../lib/cn';
import { useSocketStatus } from '../lib/socket';

/** A small banner, only while the live connection is down (socket.io keeps retrying meanwhile). */
export function LiveStatus({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const status = useSocketStatus();
  if (status !== 'offline') return null;
  return (
    <p
      role="status"
      data-testid="live-offline"
      title={floorText.offlineHint}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold',
        tone === 'dark' ? 'bg-amber-400 text-stone-950' : 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
        className,
      )}
    >
      <IconWifiOff size={18} aria-hidden />
      {floorText.offline}
    </p>
  );
}
