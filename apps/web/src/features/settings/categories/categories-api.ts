import { CATEGORIES_API } from '@comandero/contracts';
import type { CategoryBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

// Menu items show their category's title, so they are refetched with the categories.
const keys = [settingsKeys.categories, settingsKeys.menuItems];

export function useCategories() {
  return useQuery({ queryKey: settingsKeys.categories, queryFn: () => apiCall(CATEGORIES_API.list) });
}

export function useSaveCategory() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: CategoryBody }) =>
      id === null ? apiCall(CATEGORIES_API.add, { body }) : apiCall(CATEGORIES_API.update, { params: { id }, body }),
    keys,
  );
}

export function useDeleteCategory() {
  return useSettingsMutation((id: number) => apiCall(CATEGORIES_API.remove, { params: { id } }), keys);
}
