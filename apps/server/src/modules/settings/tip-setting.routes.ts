import { STORE_SETTINGS_API, TIP_SETTING_MESSAGES, type TipSettingView } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { readTipSetting, writeTipSetting } from './tip-setting.repository.js';

const route = taggedRoutes('Configuraciones');
// The cashier (POS) and the orders screen read the tip setting to ask for it; settings change it.
const read = route(STORE_SETTINGS_API.getTip, {
  policy: scopes('SETTINGS', 'POS', 'ORDERS'),
  summary: 'Leer la propina sugerida',
});
const save = route(STORE_SETTINGS_API.saveTip, { policy: scopes('SETTINGS'), summary: 'Guardar la propina sugerida' });

export function registerTipSettingRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get('/settings/tip-setting', { config: read.config }, async (): Promise<TipSettingView> => {
    const { percent, ask, roundTo } = await readTipSetting(deps.db);
    return { percent, ask, roundTo };
  });

  api.post('/settings/tip-setting', { config: save.config }, async (request) => {
    await writeTipSetting(deps.db, save.body(request), deps.clock.now().toISOString());
    return { message: TIP_SETTING_MESSAGES.saved };
  });
}
