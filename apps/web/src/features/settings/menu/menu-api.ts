import type {
  CreatedResponse,
  MenuItem,
  MenuItemBody,
  MenuItemOptionBody,
  MessageResponse,
} from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

/** Variants and add-ons share their routes' shape: /menu-items/{kind}/{itemId}/add|update|delete. */
export type OptionKind = 'variants' | 'addons';

// ['menu-items'] is the prefix of every item's own key too, so one invalidation refreshes both.
const keys = [settingsKeys.menuItems];

export function useMenuItems() {
  return useQuery({ queryKey: settingsKeys.menuItems, queryFn: () => api.get<MenuItem[]>('/menu-items') });
}

export function useMenuItem(id: number) {
  return useQuery({
    queryKey: settingsKeys.menuItem(id),
    queryFn: () => api.get<MenuItem>(`/menu-items/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useSaveMenuItem() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: MenuItemBody }) =>
      id === null
        ? api.post<CreatedResponse>('/menu-items/add', body)
        : api.post<MessageResponse>(`/menu-items/update/${id}`, body),
    keys,
  );
}

export function useDeleteMenuItem() {
  return useSettingsMutation((id: number) => api.del<MessageResponse>(`/menu-items/delete/${id}`), keys);
}

type SaveOption = { kind: OptionKind; itemId: number; optionId: number | null; body: MenuItemOptionBody };

export function useSaveMenuOption() {
  return useSettingsMutation(
    ({ kind, itemId, optionId, body }: SaveOption) =>
      optionId === null
        ? api.post<CreatedResponse>(`/menu-items/${kind}/${itemId}/add`, body)
        : api.post<MessageResponse>(`/menu-items/${kind}/${itemId}/update/${optionId}`, body),
    keys,
  );
}

export function useDeleteMenuOption() {
  return useSettingsMutation(
    ({ kind, itemId, optionId }: { kind: OptionKind; itemId: number; optionId: number }) =>
      api.del<MessageResponse>(`/menu-items/${kind}/${itemId}/delete/${optionId}`),
    keys,
  );
}
