import type { CreatedResponse, MessageResponse, StoreTable, StoreTableBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

const keys = [settingsKeys.tables];

export function useStoreTables() {
  return useQuery({ queryKey: settingsKeys.tables, queryFn: () => api.get<StoreTable[]>('/settings/store-tables') });
}

export function useSaveStoreTable() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: StoreTableBody }) =>
      id === null
        ? api.post<CreatedResponse>('/settings/store-tables/add', body)
        : api.post<MessageResponse>(`/settings/store-tables/${id}/update`, body),
    keys,
  );
}

export function useDeleteStoreTable() {
  return useSettingsMutation((id: number) => api.del<MessageResponse>(`/settings/store-tables/${id}`), keys);
}
