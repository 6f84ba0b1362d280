import { MENU_MESSAGES, toMinor } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import { menuOptionsRepository, type OptionTable } from './menu-options.repository.js';
import { menuRepository } from './menu.repository.js';

export type OptionInput = { title: string; price: number };

/** Variants and add-ons of an item; `notFoundMessage` names the kind in the 404. */
export function menuOptionsService(deps: AppDeps, table: OptionTable, notFoundMessage: string) {
  const missing = () => notFound(notFoundMessage);
  return {
    async add(itemId: number, input: OptionInput): Promise<number> {
      try {
        return await deps.db.transaction().execute(async (tx) => {
          if (!(await menuRepository(tx).exists('menu_items', itemId))) throw notFound(MENU_MESSAGES.itemNotFound);
          return menuOptionsRepository(tx, table).insert(itemId, input.title, toMinor(input.price));
        });
      } catch (err) {
        // PostgreSQL: the item was deleted by a transaction that committed after our check.
        if (isForeignKeyViolation(err)) throw notFound(MENU_MESSAGES.itemNotFound);
        throw err;
      }
    },

    async update(itemId: number, id: number, input: OptionInput): Promise<void> {
      const ok = await menuOptionsRepository(deps.db, table).update(itemId, id, input.title, toMinor(input.price));
      if (!ok) throw missing();
    },

    async remove(itemId: number, id: number): Promise<void> {
      if (!(await menuOptionsRepository(deps.db, table).remove(itemId, id))) throw missing();
    },
  };
}
