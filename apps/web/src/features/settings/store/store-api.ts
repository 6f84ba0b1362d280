import {
  type PrintSettingBody,
  STORE_IMAGE_FIELD,
  STORE_SETTINGS_API,
  type StoreSettingBody,
} from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

export function useStoreSetting() {
  return useQuery({
    queryKey: settingsKeys.store,
    queryFn: () => apiCall(STORE_SETTINGS_API.getStore),
  });
}

export function useSaveStoreSetting() {
  return useSettingsMutation(
    (body: StoreSettingBody) => apiCall(STORE_SETTINGS_API.saveStore, { body }),
    [settingsKeys.store],
  );
}

/** The server stores an uploaded image as the store's logo right away; the answer is its path. */
export function useUploadStoreImage() {
  return useSettingsMutation(
    (file: File) => {
      const form = new FormData();
      form.append(STORE_IMAGE_FIELD, file);
      return apiCall(STORE_SETTINGS_API.uploadImage, { body: form });
    },
    [settingsKeys.store],
  );
}

export function usePrintSetting() {
  return useQuery({
    queryKey: settingsKeys.print,
    queryFn: () => apiCall(STORE_SETTINGS_API.getPrint),
  });
}

export function useSavePrintSetting() {
  return useSettingsMutation(
    (body: PrintSettingBody) => apiCall(STORE_SETTINGS_API.savePrint, { body }),
    [settingsKeys.print],
  );
}
