import type { User, UserAddBody, UserPasswordBody, UserUpdateBody } from '@comandero/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { withToast } from '../../lib/toast';

export const USERS_KEY = ['users'] as const;

type Message = { message: string };

export function useUsers() {
  return useQuery({ queryKey: USERS_KEY, queryFn: () => api.get<User[]>('/users') });
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
  return useUsersMutation((body: UserAddBody) => api.post<Message>('/users/add', body));
}

export function useUpdateUser() {
  return useUsersMutation(({ username, body }: { username: string; body: UserUpdateBody }) =>
    api.post<Message>(`/users/update/${encodeURIComponent(username)}`, body),
  );
}

export function useResetPassword() {
  return useUsersMutation(({ username, body }: { username: string; body: UserPasswordBody }) =>
    api.post<Message>(`/users/update-password/${encodeURIComponent(username)}`, body),
  );
}

export function useDeleteUser() {
  return useUsersMutation((username: string) => api.del<Message>(`/users/delete/${encodeURIComponent(username)}`));
}
