import { SETTINGS_MESSAGES, titleKey } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/http-error.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { catalogueWrite } from './catalogue-lock.js';
import { storeTablesRepository, type StoreTableValues } from './store-tables.repository.js';
import { assertTitleFree } from './unique-title.js';

const M = SETTINGS_MESSAGES;

/** Two tables may share a title on different floors ("Mesa 1" in the patio and in the hall), not on one. */
async function assertFreeOnFloor(tx: Db, t: StoreTableValues, exceptId?: number) {
  const floor = titleKey(t.floor);
  const sameFloor = (await storeTablesRepository(tx).list())
    .filter((r) => titleKey(r.floor) === floor)
    .map((r) => ({ id: r.id, title: r.table_title }));
  assertTitleFree(sameFloor, t.title, M.tableDuplicate, exceptId);
}

/** The exact (title, floor) unique index stays as a last guard behind the normalised check. */
async function uniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.tableDuplicate);
    throw err;
  }
}

export function storeTablesService(deps: AppDeps) {
  const write = catalogueWrite(deps);
  return {
    list: () => storeTablesRepository(deps.db).list(),

    add: (t: StoreTableValues) =>
      uniqueTitle(() =>
        write(async ({ tx }) => {
          await assertFreeOnFloor(tx, t);
          return storeTablesRepository(tx).insert(t, deps.clock.now().toISOString());
        }),
      ),

    update: (id: number, t: StoreTableValues) =>
      uniqueTitle(() =>
        write(async ({ tx, lockRow }) => {
          if (!(await lockRow('store_tables', id))) throw notFound(M.tableNotFound);
          await assertFreeOnFloor(tx, t, id);
          await storeTablesRepository(tx).update(id, t);
        }),
      ),

    async remove(id: number) {
      if (!(await storeTablesRepository(deps.db).remove(id))) throw notFound(M.tableNotFound);
    },
  };
}
