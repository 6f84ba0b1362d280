import { printSettingBody, SETTINGS_MESSAGES, storeSettingBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { storeSettingsService } from './store-settings.service.js';

const policy = scopes('SETTINGS');

export function registerStoreSettingsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = storeSettingsService(deps);

  api.get('/settings/store-setting', { config: { policy } }, () => service.getStore());

  api.post('/settings/store-setting', { config: { policy } }, async (request) => {
    await service.saveStore(parseInput(storeSettingBody, request.body));
    return { message: SETTINGS_MESSAGES.storeSaved };
  });

  api.get('/settings/print-setting', { config: { policy } }, () => service.getPrint());

  api.post('/settings/print-setting', { config: { policy } }, async (request) => {
    await service.savePrint(parseInput(printSettingBody, request.body));
    return { message: SETTINGS_MESSAGES.printSaved };
  });
}
