import { AUTH_API } from '@comandero/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { es } from '../../i18n/es';
import { apiCall } from '../../lib/api-call';
import { errorMessage } from '../../lib/api-error';
import { clearSessionMarker, clearStoredUser } from '../../lib/session';
import { disconnectSocket } from '../../lib/socket';

/** POST /auth/signout, then forget the user locally and go to the sign-in page. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(AUTH_API.signOut, { skipAuthRefresh: true }),
    onSuccess: (data) => {
      clearStoredUser();
      clearSessionMarker();
      disconnectSocket();
      void navigate('/', { replace: true });
      // After leaving the shell, so no screen refetches with the session gone.
      queryClient.clear();
      toast.success(data.message);
    },
    onError: (error) => {
      toast.error(errorMessage(error, es.shell.logoutFailed));
    },
  });
}
