import { AUTH_API } from '@comandero/contracts';
import type { SignInBody, SignInResponse } from '@comandero/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { es } from '../../i18n/es';
import { apiCall } from '../../lib/api-call';
import { pairingReturnOf } from '../../lib/pairing-return';
import { landingPath, setStoredUser } from '../../lib/session';
import { ME_QUERY_KEY } from '../../lib/session-user';
import { withToast } from '../../lib/toast';

export function signIn(body: SignInBody) {
  // A 401 here means wrong credentials, not an expired session: no refresh.
  return apiCall(AUTH_API.signIn, { body, skipAuthRefresh: true });
}

export function fetchMe() {
  return apiCall(AUTH_API.me).then((r) => r.user);
}

/**
 * Sign-in with the spec's toasts; on success the user is stored and sent to its landing page, or
 * back to the customer display's pairing the sign-in page was opened for (`/?code=`).
 */
export function useSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(signIn, { loading: es.signIn.loading, fallback: es.signIn.failed }),
    onSuccess: ({ user }: SignInResponse) => {
      setStoredUser(user);
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, user);
      void navigate(pairingReturnOf(window.location.search) ?? landingPath(user), { replace: true });
    },
  });
}
