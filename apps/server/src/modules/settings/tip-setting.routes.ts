import { TIP_SETTING_MESSAGES, tipSettingBody, type TipSetting } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { readTipSetting, writeTipSetting } from './tip-setting.repository.js';

/** The cashier (POS) and the orders screen read the tip setting to ask for it; settings change it. */
export function registerTipSettingRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get(
    '/settings/tip-setting',
    { config: { policy: scopes('SETTINGS', 'POS', 'ORDERS') } },
    async (): Promise<TipSetting> => {
      const { percent, ask } = await readTipSetting(deps.db);
      return { percent, ask };
    },
  );

  api.post('/settings/tip-setting', { config: { policy: scopes('SETTINGS') } }, async (request) => {
    await writeTipSetting(deps.db, parseInput(tipSettingBody, request.body), deps.clock.now().toISOString());
    return { message: TIP_SETTING_MESSAGES.saved };
  });
}
