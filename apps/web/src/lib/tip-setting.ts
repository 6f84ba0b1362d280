import { STORE_SETTINGS_API } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-call';

/** The store's tip setting, under the key the settings screen saves it with. */
export function useTipSetting(enabled = true) {
  return useQuery({
    queryKey: ['settings', 'tip-setting'],
    queryFn: () => apiCall(STORE_SETTINGS_API.getTip),
    enabled,
    staleTime: 60_000,
  });
}
