import { USERS_API } from '@comandero/contracts';
import type { UserAddBody, UserPasswordBody, UserUpdateBody } from '@comandero/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { withToast } from '../../lib/toast';

export const USERS_KEY = ['users'] as const;

type Message = { message: string };

export function useUsers() {
  return useQuery({ queryKey: USERS_KEY, queryFn: () => apiCall(USERS_API.list) });
}

/** A change with the spec's toasts that refetches the list afterwards (after a failure too: a 404 means it was stale). */
function useUsersMutation<A>(fn: (arg: A) => Promise<Message>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(fn),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export function useAddUser() {
  return useUsersMutation((body: UserAddBody) => apiCall(USERS_API.add, { body }));
}

export function useUpdateUser() {
  return useUsersMutation(({ username, body }: { username: string; body: UserUpdateBody }) =>
    apiCall(USERS_API.update, { params: { username }, body }),
  );
}

export function useResetPassword() {
  return useUsersMutation(({ username, body }: { username: string; body: UserPasswordBody }) =>
    apiCall(USERS_API.updatePassword, { params: { username }, body }),
  );
}

export function useDeleteUser() {
  return useUsersMutation((username: string) => apiCall(USERS_API.remove, { params: { username } }));
}
