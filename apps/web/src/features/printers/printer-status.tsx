import type { PrinterStatus } from '@comandero/contracts';
import { Badge } from '../../components/badge';
import { printersText } from '../../i18n/printers';
import { formatDateTime } from '../../lib/format';

const t = printersText.status;

/** Whether the printer took its last job, and what waits for it: live from the print queue. */
export function PrinterStatusBadges({ status }: { status: PrinterStatus }) {
  return (
    <>
      {status.reachable === null ? (
        <Badge>{t.unknown}</Badge>
      ) : status.reachable ? (
        <Badge tone="success">
          <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
          {t.online}
        </Badge>
      ) : (
        <Badge tone="danger">
          <span aria-hidden className="size-1.5 rounded-full bg-red-500" />
          {t.offline}
        </Badge>
      )}
      {status.waiting > 0 ? <Badge tone="warning">{t.waiting(status.waiting)}</Badge> : null}
      {status.held > 0 ? <Badge tone="danger">{t.held(status.held)}</Badge> : null}
    </>
  );
}

/** The last failure, said in words, while the printer is not taking jobs. */
export function PrinterLastError({ status }: { status: PrinterStatus }) {
  if (status.reachable !== false || !status.lastError) return null;
  return (
    <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 [overflow-wrap:anywhere]">
      {status.lastAttemptAt ? (
        <span className="font-semibold">{t.lastError(formatDateTime(status.lastAttemptAt))} </span>
      ) : null}
      {status.lastError}
    </p>
  );
}
