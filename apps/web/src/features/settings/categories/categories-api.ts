import type { Category, CategoryBody, CreatedResponse, MessageResponse } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

// Menu items show their category's title, so they are refetched with the categories.
const keys = [settingsKeys.categories, settingsKeys.menuItems];

export function useCategories() {
  return useQuery({ queryKey: settingsKeys.categories, queryFn: () => api.get<Category[]>('/settings/categories') });
}

export function useSaveCategory() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: CategoryBody }) =>
      id === null
        ? api.post<CreatedResponse>('/settings/categories/add', body)
        : api.post<MessageResponse>(`/settings/categories/${id}/update`, body),
    keys,
  );
}

export function useDeleteCategory() {
  return useSettingsMutation((id: number) => api.del<MessageResponse>(`/settings/categories/${id}`), keys);
}
