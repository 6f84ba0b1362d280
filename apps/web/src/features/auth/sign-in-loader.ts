import { redirect } from 'react-router';
import { clearSessionMarker, getStoredUser, hasSessionMarker, landingPath, setStoredUser } from '../../lib/session';
import { fetchMe } from './auth-api';

/** A visitor who still holds a session is sent on at once (spec §2), replacing the entry. */
export async function signInLoader() {
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
  return redirect(landingPath(user));
}
