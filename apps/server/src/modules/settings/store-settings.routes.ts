import { SETTINGS_MESSAGES, STORE_SETTINGS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { storeSettingsService } from './store-settings.service.js';

const policy = scopes('SETTINGS');
const route = taggedRoutes('Configuraciones');

const getStore = route(STORE_SETTINGS_API.getStore, { policy, summary: 'Leer los datos del negocio' });
const saveStore = route(STORE_SETTINGS_API.saveStore, { policy, summary: 'Guardar los datos del negocio' });
const getPrint = route(STORE_SETTINGS_API.getPrint, { policy, summary: 'Leer la configuración de impresión' });
const savePrint = route(STORE_SETTINGS_API.savePrint, { policy, summary: 'Guardar la configuración de impresión' });

export function registerStoreSettingsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = storeSettingsService(deps);

  api.get('/settings/store-setting', { config: getStore.config }, () => service.getStore());

  api.post('/settings/store-setting', { config: saveStore.config }, async (request) => {
    await service.saveStore(saveStore.body(request));
    return { message: SETTINGS_MESSAGES.storeSaved };
  });

  api.get('/settings/print-setting', { config: getPrint.config }, () => service.getPrint());

  api.post('/settings/print-setting', { config: savePrint.config }, async (request) => {
    await service.savePrint(savePrint.body(request));
    return { message: SETTINGS_MESSAGES.printSaved };
  });
}
