import { STORE_TABLES_API } from '@comandero/contracts';
import type { StoreTableBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

const keys = [settingsKeys.tables];

export function useStoreTables() {
  return useQuery({ queryKey: settingsKeys.tables, queryFn: () => apiCall(STORE_TABLES_API.list) });
}

export function useSaveStoreTable() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: StoreTableBody }) =>
      id === null
        ? apiCall(STORE_TABLES_API.add, { body })
        : apiCall(STORE_TABLES_API.update, { params: { id }, body }),
    keys,
  );
}

export function useDeleteStoreTable() {
  return useSettingsMutation((id: number) => apiCall(STORE_TABLES_API.remove, { params: { id } }), keys);
}
