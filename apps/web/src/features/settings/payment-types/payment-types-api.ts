import type {
  CreatedResponse,
  Flag,
  MessageResponse,
  PaymentTypeBody,
  PaymentTypeWithCash,
} from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

const keys = [settingsKeys.paymentTypes];

export function usePaymentTypes() {
  return useQuery({
    queryKey: settingsKeys.paymentTypes,
    queryFn: () => api.get<PaymentTypeWithCash[]>('/settings/payment-types'),
  });
}

export function useSavePaymentType() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: PaymentTypeBody & { isCash?: Flag } }) =>
      id === null
        ? api.post<CreatedResponse>('/settings/payment-types/add', body)
        : api.post<MessageResponse>(`/settings/payment-types/${id}/update`, body),
    keys,
  );
}

export function useTogglePaymentType() {
  return useSettingsMutation(
    ({ id, isActive }: { id: number; isActive: Flag }) =>
      api.post<MessageResponse>(`/settings/payment-types/${id}/toggle`, { isActive }),
    keys,
  );
}

export function useDeletePaymentType() {
  return useSettingsMutation((id: number) => api.del<MessageResponse>(`/settings/payment-types/${id}`), keys);
}
