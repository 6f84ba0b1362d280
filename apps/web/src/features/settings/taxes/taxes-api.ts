import type { CreatedResponse, MessageResponse, Tax, TaxBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

// Menu items show their tax's title, rate and type, so they are refetched with the taxes.
const keys = [settingsKeys.taxes, settingsKeys.menuItems];

export function useTaxes() {
  return useQuery({ queryKey: settingsKeys.taxes, queryFn: () => api.get<Tax[]>('/settings/taxes') });
}

export function useSaveTax() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: TaxBody }) =>
      id === null
        ? api.post<CreatedResponse>('/settings/taxes/add', body)
        : api.post<MessageResponse>(`/settings/taxes/${id}/update`, body),
    keys,
  );
}

export function useDeleteTax() {
  return useSettingsMutation((id: number) => api.del<MessageResponse>(`/settings/taxes/${id}`), keys);
}
