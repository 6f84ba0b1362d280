import { PAYMENT_TYPES_API } from '@comandero/contracts';
import type { Flag, PaymentTypeBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

const keys = [settingsKeys.paymentTypes];

export function usePaymentTypes() {
  return useQuery({
    queryKey: settingsKeys.paymentTypes,
    queryFn: () => apiCall(PAYMENT_TYPES_API.list),
  });
}

export function useSavePaymentType() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: PaymentTypeBody & { isCash?: Flag } }) =>
      id === null
        ? apiCall(PAYMENT_TYPES_API.add, { body })
        : apiCall(PAYMENT_TYPES_API.update, { params: { id }, body }),
    keys,
  );
}

export function useTogglePaymentType() {
  return useSettingsMutation(
    ({ id, isActive }: { id: number; isActive: Flag }) =>
      apiCall(PAYMENT_TYPES_API.toggle, { params: { id }, body: { isActive } }),
    keys,
  );
}

export function useDeletePaymentType() {
  return useSettingsMutation((id: number) => apiCall(PAYMENT_TYPES_API.remove, { params: { id } }), keys);
}
