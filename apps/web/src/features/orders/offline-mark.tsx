import { OFFLINE_MESSAGES, type Order } from '@comandero/contracts';
import { IconCloudOff } from '@tabler/icons-react';
import { Badge } from '../../components/badge';

/**
 * When the device took the order, in the device's own wall-clock time as it sent it
 * (2026-11-27T14:05:09-05:00 → "27/11 14:05"): that is the time the waiter saw.
 */
export function offlineMarkTitle(deviceTime: string | null | undefined): string {
  const m = deviceTime ? /^\d{4}-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(deviceTime) : null;
  if (!m) return 'Tomada sin conexión y enviada al volver la red.';
  return `Tomada sin conexión el ${m[2]}/${m[1]} a las ${m[3]}:${m[4]} (hora del dispositivo).`;
}

/** Issue 22: the small mark of an order taken on a device without network and replayed later. */
export function OfflineMark({ order }: { order: Pick<Order, 'offline' | 'device_time'> }) {
  if (!order.offline) return null;
  const title = offlineMarkTitle(order.device_time);
  return (
    <span title={title} data-testid="offline-mark" className="inline-flex">
      <Badge tone="info">
        <IconCloudOff size={14} aria-hidden />
        {OFFLINE_MESSAGES.offlineMark}
        <span className="sr-only">. {title}</span>
      </Badge>
    </span>
  );
}
