import { SETTINGS_MESSAGES, type Flag } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { paymentTypesRepository } from './payment-types.repository.js';

export function paymentTypesService(deps: AppDeps) {
  const repo = paymentTypesRepository(deps.db);
  const found = (ok: boolean) => {
    if (!ok) throw notFound(SETTINGS_MESSAGES.paymentTypeNotFound);
  };
  return {
    list: () => repo.list(),
    add: (title: string, isActive: Flag) => repo.insert(title, isActive, deps.clock.now().toISOString()),
    update: async (id: number, values: { title: string; isActive?: Flag }) => found(await repo.update(id, values)),
    toggle: async (id: number, isActive: Flag) => found(await repo.update(id, { isActive })),
    remove: async (id: number) => found(await repo.remove(id)),
  };
}
