import { SETTINGS_MESSAGES } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { taxesRepository, type TaxValues } from './taxes.repository.js';

export function taxesService(deps: AppDeps) {
  const repo = taxesRepository(deps.db);
  return {
    list: () => repo.list(),
    add: (t: TaxValues) => repo.insert(t, deps.clock.now().toISOString()),
    async update(id: number, t: TaxValues) {
      if (!(await repo.update(id, t))) throw notFound(SETTINGS_MESSAGES.taxNotFound);
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(SETTINGS_MESSAGES.taxNotFound);
    },
  };
}
