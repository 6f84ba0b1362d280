import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/http-error.js';
import { catalogueWrite } from './catalogue-lock.js';
import { assertTitleFree } from './unique-title.js';

/** The short lists a cashier picks a reason from; both tables have the same columns. */
export type ReasonTable = 'discount_reasons' | 'void_reasons';

export type ReasonListMessages = { exists: string; notFound: string };

/**
 * A short list of reasons (discounts, voids), edited like the other settings lists: a title another
 * reason of the list already has (ignoring case, accents and spacing) is refused. Writes take the
 * catalogue lock so two tablets cannot add "Cortesía" and "cortesia" at once; the exact-title unique
 * index stays as a net. A discount or a void keeps the reason's text, so renaming or deleting a
 * reason changes nothing already recorded.
 */
export function reasonListService(deps: AppDeps, table: ReasonTable, messages: ReasonListMessages) {
  const write = catalogueWrite(deps);
  const nowIso = () => deps.clock.now().toISOString();
  const listOf = (db: Db) => db.selectFrom(table).select(['id', 'title']).orderBy('id').execute();

  const guarded = async (work: (tx: Db) => Promise<void>): Promise<void> => {
    try {
      await write(({ tx }) => work(tx));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.exists);
      throw err;
    }
  };

  return {
    list: () => listOf(deps.db),

    add: (title: string) =>
      guarded(async (tx) => {
        assertTitleFree(await listOf(tx), title, messages.exists);
        await tx.insertInto(table).values({ title, created_at: nowIso() }).execute();
      }),

    rename: (id: number, title: string) =>
      guarded(async (tx) => {
        const rows = await listOf(tx);
        if (!rows.some((r) => r.id === id)) throw notFound(messages.notFound);
        assertTitleFree(rows, title, messages.exists, id);
        await tx.updateTable(table).set({ title }).where('id', '=', id).execute();
      }),

    async remove(id: number): Promise<void> {
      const res = await deps.db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) throw notFound(messages.notFound);
    },
  };
}
