import { STATION_MESSAGES, type StationValues } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { catalogueWrite } from '../settings/catalogue-lock.js';
import { assertTitleFree, namedAsTitled } from '../settings/unique-title.js';
import { stationsRepository } from './stations.repository.js';

const M = STATION_MESSAGES;

const unique = (ids: number[]) => [...new Set(ids)];

/** The station's printers and routes must name rows that exist (checked under the catalogue lock). */
async function checkReferences(tx: Db, s: StationValues): Promise<void> {
  const repo = stationsRepository(tx);
  const backup = s.backupPrinterId ?? null;
  if (backup !== null && backup === s.printerId) throw badRequest(M.backupSame);
  if ((await repo.countExisting('printers', [s.printerId])) !== 1) throw badRequest(M.printerMissing);
  if (backup !== null && (await repo.countExisting('printers', [backup])) !== 1) throw badRequest(M.backupMissing);
  const categoryIds = unique(s.categoryIds);
  if ((await repo.countExisting('categories', categoryIds)) !== categoryIds.length) throw badRequest(M.categoryMissing);
  const itemIds = unique(s.itemIds);
  if ((await repo.countExisting('menu_items', itemIds)) !== itemIds.length) throw badRequest(M.itemMissing);
}

const rowOf = (s: StationValues) => ({
  name: s.name,
  printerId: s.printerId,
  backupPrinterId: s.backupPrinterId ?? null,
});
const routesOf = (s: StationValues) => ({ categoryIds: unique(s.categoryIds), itemIds: unique(s.itemIds) });

export function stationsService(deps: AppDeps) {
  // Category and menu item deletes take the catalogue lock too, so a route checked here still exists at COMMIT.
  const write = catalogueWrite(deps);
  const now = () => deps.clock.now().toISOString();
  return {
    list: () => stationsRepository(deps.db).list(),

    add: (s: StationValues) =>
      write(async ({ tx }) => {
        const repo = stationsRepository(tx);
        assertTitleFree(namedAsTitled(await repo.list()), s.name, M.nameDuplicate);
        await checkReferences(tx, s);
        const id = await repo.insert(rowOf(s), now());
        await repo.setRoutes(id, routesOf(s));
        return id;
      }),

    update: (id: number, s: StationValues) =>
      write(async ({ tx }) => {
        const repo = stationsRepository(tx);
        const stations = await repo.list();
        if (!stations.some((r) => r.id === id)) throw notFound(M.notFound);
        assertTitleFree(namedAsTitled(stations), s.name, M.nameDuplicate, id);
        await checkReferences(tx, s);
        await repo.update(id, rowOf(s), now());
        await repo.setRoutes(id, routesOf(s));
      }),

    remove: (id: number) =>
      write(async ({ tx }) => {
        const repo = stationsRepository(tx);
        if (!(await repo.list()).some((r) => r.id === id)) throw notFound(M.notFound);
        await repo.remove(id);
      }),
  };
}
