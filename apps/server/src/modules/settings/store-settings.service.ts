import type { PrintSetting, StoreSetting } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { storeSettingsRepository, type StoreSettingUpdate } from './store-settings.repository.js';

export function storeSettingsService(deps: AppDeps) {
  const repo = storeSettingsRepository(deps.db);
  const now = () => deps.clock.now().toISOString();
  return {
    getStore: (): Promise<StoreSetting> => repo.getStore(),
    saveStore: (body: StoreSettingUpdate) => repo.updateStore(body, now()),
    getPrint: (): Promise<PrintSetting> => repo.getPrint(),
    savePrint: (body: PrintSetting) => repo.updatePrint(body, now()),
  };
}
