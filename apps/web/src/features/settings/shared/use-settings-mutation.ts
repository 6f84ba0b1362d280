import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { POS_INIT_QUERY_KEY } from '../../../lib/query-keys';
import { withToast } from '../../../lib/toast';

type MaybeMessage = { message?: unknown } | void | undefined;

/**
 * A settings change with the spec's toasts (§8: "Por favor espere...", then the server's message or
 * "Algo salio mal!") that refetches the given lists afterwards. Lists are refetched after a failure
 * too: a 404 means the screen was out of date. A success also marks the POS menu stale, so the
 * cashier sees the change on the next visit instead of after the POS cache expires.
 */
export function useSettingsMutation<A, R extends MaybeMessage>(
  fn: (arg: A) => Promise<R>,
  invalidate: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(fn),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POS_INIT_QUERY_KEY }),
    onSettled: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
