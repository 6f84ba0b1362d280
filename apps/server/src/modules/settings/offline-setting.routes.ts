import { OFFLINE_MESSAGES, STORE_SETTINGS_API, toMajor, toMinor, type OfflineSetting } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { managerPinVerifier } from './manager-pin.js';
import { readOfflineSetting, writeOfflineSetting } from './offline-setting.repository.js';

const route = taggedRoutes('Configuraciones');
const policy = scopes('SETTINGS');
const read = route(STORE_SETTINGS_API.getOffline, { policy, summary: 'Leer los ajustes de ventas sin conexión' });
const save = route(STORE_SETTINGS_API.saveOffline, {
  policy,
  summary: 'Guardar los ajustes de ventas sin conexión',
  description:
    'managerPin ausente conserva el PIN de gerente, null lo quita y 4 a 8 dígitos lo fijan; el servidor ' +
    'guarda solo un verificador PBKDF2 y nunca responde el PIN.',
});

/** Issue 22: the section "Ventas sin conexión" of the store settings. */
export function registerOfflineSettingRoutes(api: FastifyInstance, deps: AppDeps): void {
  api.get('/settings/offline-setting', { config: read.config }, async (): Promise<OfflineSetting> => {
    const s = await readOfflineSetting(deps.db);
    return {
      paymentsAllowed: s.paymentsAllowed,
      queueLimit: s.queueLimit === null ? null : toMajor(s.queueLimit),
      managerPinSet: s.managerPin !== null,
    };
  });

  api.post('/settings/offline-setting', { config: save.config }, async (request) => {
    const body = save.body(request);
    // Derived before the write: the 150,000 rounds run off the event loop, outside any transaction.
    const managerPin =
      typeof body.managerPin === 'string' ? await managerPinVerifier(body.managerPin) : body.managerPin;
    await writeOfflineSetting(
      deps.db,
      {
        paymentsAllowed: body.paymentsAllowed,
        queueLimit: body.queueLimit === null ? null : toMinor(body.queueLimit),
        managerPin,
      },
      deps.clock.now().toISOString(),
    );
    return { message: OFFLINE_MESSAGES.settingsSaved };
  });
}
