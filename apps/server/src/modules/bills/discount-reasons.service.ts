import { BILLS_MESSAGES as M } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/http-error.js';
import { catalogueWrite } from '../settings/catalogue-lock.js';
import { assertTitleFree } from '../settings/unique-title.js';

const listOf = (db: Db) => db.selectFrom('discount_reasons').select(['id', 'title']).orderBy('id').execute();

/**
 * The short list of discount reasons, edited like the other settings lists: a title another reason
 * already has (ignoring case, accents and spacing) is refused. Writes take the catalogue lock so two
 * tablets cannot add "Cortesía" and "cortesia" at once; the exact-title unique index stays as a net.
 */
export function discountReasonsService(deps: AppDeps) {
  const write = catalogueWrite(deps);
  const nowIso = () => deps.clock.now().toISOString();

  const guarded = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    try {
      return await write(({ tx }) => work(tx));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.discountReasonExists);
      throw err;
    }
  };

  return {
    list: () => listOf(deps.db),

    add: (title: string) =>
      guarded(async (tx) => {
        assertTitleFree(await listOf(tx), title, M.discountReasonExists);
        await tx.insertInto('discount_reasons').values({ title, created_at: nowIso() }).execute();
      }),

    rename: (id: number, title: string) =>
      guarded(async (tx) => {
        const rows = await listOf(tx);
        if (!rows.some((r) => r.id === id)) throw notFound(M.discountReasonNotFound);
        assertTitleFree(rows, title, M.discountReasonExists, id);
        await tx.updateTable('discount_reasons').set({ title }).where('id', '=', id).execute();
      }),

    /** Bills keep the reason's text, so deleting one changes no discount already given. */
    remove: async (id: number) => {
      const res = await deps.db.deleteFrom('discount_reasons').where('id', '=', id).executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) throw notFound(M.discountReasonNotFound);
    },
  };
}
