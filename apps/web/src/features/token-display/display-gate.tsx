import { hasAnyScope } from '@comandero/contracts';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { floorText } from '../../i18n/orders';
import { useMeQuery } from '../../lib/session-user';
import { connectSocket } from '../../lib/socket';
import { TokenDisplayPage } from './token-display-page';

/** The token TV's scope (spec §6): ORDER_STATUS_DISPLAY; admin passes everywhere. */
const DISPLAY_SCOPES = ['ORDER_STATUS_DISPLAY'] as const;

/**
 * The token TV lives outside the dashboard shell (no sidebar, full screen), so it checks the user's
 * scope and opens the live connection itself.
 */
export function DisplayGate() {
  const me = useMeQuery();
  const allowed = me.data ? hasAnyScope(me.data, DISPLAY_SCOPES) : false;
  useEffect(() => {
    if (allowed) connectSocket();
  }, [allowed]);
  if (!me.data) {
    return (
      <main className="grid h-dvh place-items-center bg-black text-[min(4vh,2.6vw)] font-bold text-stone-300">
        <p role={me.isError ? 'alert' : 'status'}>{me.isError ? floorText.loadError : floorText.loading}</p>
      </main>
    );
  }
  if (!allowed) return <Navigate to="/no-access" replace />;
  return <TokenDisplayPage />;
}
