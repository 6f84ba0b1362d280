import { KITCHEN_SETTING_MESSAGES, type KitchenSetting, STORE_SETTINGS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';

const SINGLETON = 1;
const route = taggedRoutes('Configuraciones');
// The kitchen screens read the thresholds; only settings may change them.
const read = route(STORE_SETTINGS_API.getKitchen, {
  policy: scopes('SETTINGS', 'KITCHEN', 'KITCHEN_DISPLAY'),
  summary: 'Leer los minutos de aviso y de retraso de la cocina',
});
const save = route(STORE_SETTINGS_API.saveKitchen, {
  policy: scopes('SETTINGS'),
  summary: 'Guardar los minutos de aviso y de retraso de la cocina',
});

export function registerKitchenSettingRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get('/settings/kitchen-setting', { config: read.config }, async (): Promise<KitchenSetting> => {
    const row = await deps.db
      .selectFrom('store_settings')
      .select(['kitchen_warn_minutes', 'kitchen_late_minutes'])
      .where('id', '=', SINGLETON)
      .executeTakeFirstOrThrow();
    return { warnMinutes: row.kitchen_warn_minutes, lateMinutes: row.kitchen_late_minutes };
  });

  api.post('/settings/kitchen-setting', { config: save.config }, async (request) => {
    const body = save.body(request);
    await deps.db
      .updateTable('store_settings')
      .set({
        kitchen_warn_minutes: body.warnMinutes,
        kitchen_late_minutes: body.lateMinutes,
        updated_at: deps.clock.now().toISOString(),
      })
      .where('id', '=', SINGLETON)
      .execute();
    return { message: KITCHEN_SETTING_MESSAGES.saved };
  });
}
