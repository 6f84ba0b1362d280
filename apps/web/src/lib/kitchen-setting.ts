import { KITCHEN_SETTING_DEFAULTS, STORE_SETTINGS_API } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-call';

export const KITCHEN_SETTING_QUERY_KEY = ['settings', 'kitchen-setting'] as const;

/**
 * When kitchen tickets turn amber and red. Shared by the kitchen screen, which reads it, and the
 * settings page, which edits it. Until it loads (or if it cannot), the defaults apply: a wall screen
 * keeps colouring tickets rather than showing an error for a secondary setting.
 */
export function useKitchenSetting() {
  const query = useQuery({
    queryKey: KITCHEN_SETTING_QUERY_KEY,
    queryFn: () => apiCall(STORE_SETTINGS_API.getKitchen),
    staleTime: 60_000,
  });
  return { ...query, setting: query.data ?? KITCHEN_SETTING_DEFAULTS };
}
