import type { TipSettingView } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The store's tip setting, under the key the settings screen saves it with. */
export function useTipSetting(enabled = true) {
  return useQuery({
    queryKey: ['settings', 'tip-setting'],
    queryFn: () => api.get<TipSettingView>('/settings/tip-setting'),
    enabled,
    staleTime: 60_000,
  });
}
