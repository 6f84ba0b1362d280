import { KITCHEN_SETTING_MESSAGES, kitchenSettingBody, type KitchenSetting } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';

const SINGLETON = 1;

/** The kitchen screens read the thresholds; only settings may change them. */
export function registerKitchenSettingRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get(
    '/settings/kitchen-setting',
    { config: { policy: scopes('SETTINGS', 'KITCHEN', 'KITCHEN_DISPLAY') } },
    async (): Promise<KitchenSetting> => {
      const row = await deps.db
        .selectFrom('store_settings')
        .select(['kitchen_warn_minutes', 'kitchen_late_minutes'])
        .where('id', '=', SINGLETON)
        .executeTakeFirstOrThrow();
      return { warnMinutes: row.kitchen_warn_minutes, lateMinutes: row.kitchen_late_minutes };
    },
  );

  api.post('/settings/kitchen-setting', { config: { policy: scopes('SETTINGS') } }, async (request) => {
    const body = parseInput(kitchenSettingBody, request.body);
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
