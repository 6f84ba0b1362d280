import { SETTINGS_MESSAGES, type PrintSetting, type StoreSetting } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { catalogueWrite } from './catalogue-lock.js';
import { storeImageService } from './store-image.service.js';
import { storeSettingsRepository, type StoreSettingUpdate } from './store-settings.repository.js';

export function storeSettingsService(deps: AppDeps) {
  const repo = storeSettingsRepository(deps.db);
  const files = storeImageService(deps);
  const write = catalogueWrite(deps);
  const now = () => deps.clock.now().toISOString();

  /**
   * Deletes a replaced image's file unless some row still shows it. Checked and deleted under the
   * catalogue lock, so a save naming that file either commits first (and keeps it) or finds it gone.
   */
  const dropIfUnused = async (image: string | null) => {
    if (!image) return;
    await write(async ({ tx }) => {
      if (!(await storeSettingsRepository(tx).imageInUse(image))) await files.remove(image);
    });
  };

  return {
    getStore: (): Promise<StoreSetting> => repo.getStore(),

    /** A new image path must name an uploaded file that still exists; the one it replaces is dropped. */
    async saveStore(body: StoreSettingUpdate): Promise<void> {
      const previous = await write(async ({ tx }) => {
        const r = storeSettingsRepository(tx);
        const { image: current } = await r.getStore();
        const changes = body.image !== undefined && body.image !== current;
        if (changes && body.image && !(await files.exists(body.image)))
          throw badRequest(SETTINGS_MESSAGES.imageInvalid);
        await r.updateStore(body, now());
        return changes ? current : null;
      });
      await dropIfUnused(previous);
    },

    /**
     * An uploaded image becomes the store's logo at once (before, it was lost unless the details
     * form was saved too). The file is written first and removed again if the row cannot take it.
     */
    async uploadImage(bytes: Buffer): Promise<string> {
      const image = await files.save(bytes);
      let previous: string | null;
      try {
        previous = await write(({ tx }) => storeSettingsRepository(tx).replaceImage(image, now()));
      } catch (err) {
        await files.remove(image);
        throw err;
      }
      if (previous !== image) await dropIfUnused(previous);
      return image;
    },

    readImage: (name: string) => files.read(name),
    getPrint: (): Promise<PrintSetting> => repo.getPrint(),
    savePrint: (body: PrintSetting) => repo.updatePrint(body, now()),
  };
}
