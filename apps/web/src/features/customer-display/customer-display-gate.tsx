import { hasAnyScope } from '@comandero/contracts';
import { Navigate } from 'react-router';
import { customerDisplayText as T } from '../../i18n/customer-display';
import { useMeQuery } from '../../lib/session-user';
import { CustomerDisplayPage } from './customer-display-page';

/**
 * A display device signs in with CUSTOMER_DISPLAY; the cashier's own second screen opens under the
 * cashier's session (POS), with no second sign-in. Admin passes everywhere.
 */
const DISPLAY_SCOPES = ['CUSTOMER_DISPLAY', 'POS'] as const;

export function CustomerDisplayGate() {
  const me = useMeQuery();
  if (!me.data) {
    return (
      <main className="grid h-dvh place-items-center bg-black text-[min(4vh,2.6vw)] font-bold text-stone-300">
        <p role={me.isError ? 'alert' : 'status'}>{T.loading}</p>
      </main>
    );
  }
  if (!hasAnyScope(me.data, DISPLAY_SCOPES)) return <Navigate to="/no-access" replace />;
  return <CustomerDisplayPage />;
}
