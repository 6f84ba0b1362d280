import {
  STORE_IMAGE_FIELD,
  type MessageResponse,
  type PrintSetting,
  type PrintSettingBody,
  type StoreImageUploadResponse,
  type StoreSetting,
  type StoreSettingBody,
} from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

export function useStoreSetting() {
  return useQuery({
    queryKey: settingsKeys.store,
    queryFn: () => api.get<StoreSetting>('/settings/store-setting'),
  });
}

export function useSaveStoreSetting() {
  return useSettingsMutation(
    (body: StoreSettingBody) => api.post<MessageResponse>('/settings/store-setting', body),
    [settingsKeys.store],
  );
}

/** The server stores an uploaded image as the store's logo right away; the answer is its path. */
export function useUploadStoreImage() {
  return useSettingsMutation(
    (file: File) => {
      const form = new FormData();
      form.append(STORE_IMAGE_FIELD, file);
      return api.post<StoreImageUploadResponse>('/settings/store-image', form);
    },
    [settingsKeys.store],
  );
}

export function usePrintSetting() {
  return useQuery({
    queryKey: settingsKeys.print,
    queryFn: () => api.get<PrintSetting>('/settings/print-setting'),
  });
}

export function useSavePrintSetting() {
  return useSettingsMutation(
    (body: PrintSettingBody) => api.post<MessageResponse>('/settings/print-setting', body),
    [settingsKeys.print],
  );
}
