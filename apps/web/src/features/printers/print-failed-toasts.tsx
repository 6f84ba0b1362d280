import { hasAnyScope, type PrintFailedEvent } from '@comandero/contracts';
import toast from 'react-hot-toast';
import { useSessionUser } from '../../lib/session-user';
import { useSocketEvent } from '../../lib/socket';

/** Long enough to be read from across the counter; the ticket stays listed in Configuraciones → Impresoras. */
const TOAST_MS = 10_000;

/**
 * The cashier's toast when a ticket could not print after its retries or was held back. One toast
 * per job: a repeated event for the same job replaces it instead of piling up.
 */
export function PrintFailedToasts() {
  const user = useSessionUser();
  const sellsOrServes = hasAnyScope(user, ['POS', 'ORDERS']);
  useSocketEvent('print_failed', (event: PrintFailedEvent) => {
    if (!sellsOrServes) return;
    toast.error(event.message, { id: `print-failed-${event.jobId}`, duration: TOAST_MS });
  });
  return null;
}
