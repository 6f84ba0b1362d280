import { SETTINGS_MESSAGES } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { conflict, notFound } from '../../http/http-error.js';
import { storeTablesRepository, type StoreTableValues } from './store-tables.repository.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';

/** The database's unique (title, floor) constraint is the judge, so two concurrent adds cannot both win. */
async function uniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SETTINGS_MESSAGES.tableDuplicate);
    throw err;
  }
}

export function storeTablesService(deps: AppDeps) {
  const repo = storeTablesRepository(deps.db);
  return {
    list: () => repo.list(),
    add: (t: StoreTableValues) => uniqueTitle(() => repo.insert(t, deps.clock.now().toISOString())),
    async update(id: number, t: StoreTableValues) {
      if (!(await uniqueTitle(() => repo.update(id, t)))) throw notFound(SETTINGS_MESSAGES.tableNotFound);
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(SETTINGS_MESSAGES.tableNotFound);
    },
  };
}
