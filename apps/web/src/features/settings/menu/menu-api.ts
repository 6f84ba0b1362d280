import { MENU_API } from '@comandero/contracts';
import type { MenuItemBody, MenuItemOptionBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';
import { apiCall } from '../../../lib/api-call';

/** Variants and add-ons share their routes' shape: /menu-items/{kind}/{itemId}/add|update|delete. */
export type OptionKind = 'variants' | 'addons';

// ['menu-items'] is the prefix of every item's own key too, so one invalidation refreshes both.
const keys = [settingsKeys.menuItems];

export function useMenuItems() {
  return useQuery({ queryKey: settingsKeys.menuItems, queryFn: () => apiCall(MENU_API.list) });
}

export function useMenuItem(id: number) {
  return useQuery({
    queryKey: settingsKeys.menuItem(id),
    queryFn: () => apiCall(MENU_API.get, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useSaveMenuItem() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: MenuItemBody }) =>
      id === null ? apiCall(MENU_API.add, { body }) : apiCall(MENU_API.update, { params: { id }, body }),
    keys,
  );
}

export function useDeleteMenuItem() {
  return useSettingsMutation((id: number) => apiCall(MENU_API.remove, { params: { id } }), keys);
}

type SaveOption = { kind: OptionKind; itemId: number; optionId: number | null; body: MenuItemOptionBody };

export function useSaveMenuOption() {
  return useSettingsMutation(
    ({ kind, itemId, optionId, body }: SaveOption) =>
      optionId === null
        ? apiCall(MENU_API[kind].add, { params: { itemId }, body })
        : apiCall(MENU_API[kind].update, { params: { itemId, optionId }, body }),
    keys,
  );
}

export function useDeleteMenuOption() {
  return useSettingsMutation(
    ({ kind, itemId, optionId }: { kind: OptionKind; itemId: number; optionId: number }) =>
      apiCall(MENU_API[kind].remove, { params: { itemId, optionId } }),
    keys,
  );
}
