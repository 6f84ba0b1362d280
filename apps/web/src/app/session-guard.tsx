import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPathFor } from '../lib/pairing-return';
import { hasSessionMarker } from '../lib/session';

/** Only the readable marker cookie is checked here (spec §6); the server checks the real tokens. */
export function SessionGuard({ children }: { children: ReactNode }) {
  // Re-read on every navigation: a sign-out in another tab removes the cookie.
  const location = useLocation();
  if (!hasSessionMarker()) return <Navigate to={signInPathFor(location)} replace />;
  return <>{children}</>;
}
