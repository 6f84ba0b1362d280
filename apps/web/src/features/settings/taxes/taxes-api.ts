import { TAXES_API } from '@comandero/contracts';
import type { TaxBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

// Menu items show their tax's title, rate and type, so they are refetched with the taxes.
const keys = [settingsKeys.taxes, settingsKeys.menuItems];

export function useTaxes() {
  return useQuery({ queryKey: settingsKeys.taxes, queryFn: () => apiCall(TAXES_API.list) });
}

export function useSaveTax() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: TaxBody }) =>
      id === null ? apiCall(TAXES_API.add, { body }) : apiCall(TAXES_API.update, { params: { id }, body }),
    keys,
  );
}

export function useDeleteTax() {
  return useSettingsMutation((id: number) => apiCall(TAXES_API.remove, { params: { id } }), keys);
}
