import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pairingReturnOf } from '../../lib/pairing-return';
import { clearSessionMarker, getStoredUser, hasSessionMarker, landingPath, setStoredUser } from '../../lib/session';
import { fetchMe } from './auth-api';

/**
 * A visitor who still holds a session is sent on at once (spec §2), replacing the entry: to the
 * customer display's pairing when the address carries its code, else to the landing page.
 */
export async function signInLoader({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  if (!hasSessionMarker()) return null;
  let user = getStoredUser();
  if (!user) {
    try {
      user = await fetchMe();
      setStoredUser(user);
    } catch {
      // The session is gone: stay on the sign-in page with a clean slate.
      clearSessionMarker();
      return null;
    }
  }
  return redirect(pairingReturnOf(new URL(request.url).search) ?? landingPath(user));
}
