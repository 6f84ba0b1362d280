import { AUTH_API } from '@comandero/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { withToast } from '../../lib/toast';

const DEVICES_KEY = ['auth', 'devices'] as const;

export function useDevices() {
  return useQuery({ queryKey: DEVICES_KEY, queryFn: () => apiCall(AUTH_API.devices), staleTime: 0 });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast((deviceId: string) => apiCall(AUTH_API.removeDevice, { body: { device_id: deviceId } })),
    // Refetch after success and after failure: a 404 means the list was already out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
