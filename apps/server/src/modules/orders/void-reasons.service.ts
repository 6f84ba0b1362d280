import { SHIFT_MESSAGES as M } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/http-error.js';
import { catalogueWrite } from '../settings/catalogue-lock.js';
import { assertTitleFree } from '../settings/unique-title.js';

const listOf = (db: Db) => db.selectFrom('void_reasons').select(['id', 'title']).orderBy('id').execute();

/**
 * The short list of void reasons (issue 11), kept like the discount reasons: a title another reason
 * already has (ignoring case, accents and spacing) is refused, under the catalogue lock so two
 * tablets cannot add "Demora" and "demora" at once. A void keeps the reason's text, so renaming or
 * deleting one changes no void already recorded.
 */
export function voidReasonsService(deps: AppDeps) {
  const write = catalogueWrite(deps);
  const nowIso = () => deps.clock.now().toISOString();

  const guarded = async (work: (tx: Db) => Promise<void>): Promise<void> => {
    try {
      await write(({ tx }) => work(tx));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.voidReasonExists);
      throw err;
    }
  };

  return {
    list: () => listOf(deps.db),

    add: (title: string) =>
      guarded(async (tx) => {
        assertTitleFree(await listOf(tx), title, M.voidReasonExists);
        await tx.insertInto('void_reasons').values({ title, created_at: nowIso() }).execute();
      }),

    rename: (id: number, title: string) =>
      guarded(async (tx) => {
        const rows = await listOf(tx);
        if (!rows.some((r) => r.id === id)) throw notFound(M.voidReasonNotFound);
        assertTitleFree(rows, title, M.voidReasonExists, id);
        await tx.updateTable('void_reasons').set({ title }).where('id', '=', id).execute();
      }),

    async remove(id: number): Promise<void> {
      const res = await deps.db.deleteFrom('void_reasons').where('id', '=', id).executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) throw notFound(M.voidReasonNotFound);
    },
  };
}
