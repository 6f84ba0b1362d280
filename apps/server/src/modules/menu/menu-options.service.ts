import { MENU_MESSAGES, toMinor } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import type { Actor } from '../audit/audit.js';
import { auditOptionPriceChange, optionSnapshot } from '../audit/audit-menu.js';
import { catalogueWrite } from '../settings/catalogue-lock.js';
import { assertTitleFree } from '../settings/unique-title.js';
import { menuOptionsRepository, type OptionTable } from './menu-options.repository.js';
import { menuRepository } from './menu.repository.js';

export type OptionInput = { title: string; price: number };

/** What names the kind of option in a refusal: its 404 and its duplicate-title 409. */
export type OptionRefusals = { notFound: string; duplicate: string };

/** Variants and add-ons of an item; two options of one item never share a title. */
export function menuOptionsService(deps: AppDeps, table: OptionTable, refusals: OptionRefusals) {
  const write = catalogueWrite(deps);
  return {
    async add(itemId: number, input: OptionInput): Promise<number> {
      try {
        return await write(async ({ tx }) => {
          if (!(await menuRepository(tx).exists('menu_items', itemId))) throw notFound(MENU_MESSAGES.itemNotFound);
          const repo = menuOptionsRepository(tx, table);
          assertTitleFree(await repo.titles(itemId), input.title, refusals.duplicate);
          return repo.insert(itemId, input.title, toMinor(input.price));
        });
      } catch (err) {
        // PostgreSQL: the item was deleted by a writer that skipped the catalogue lock after our check.
        if (isForeignKeyViolation(err)) throw notFound(MENU_MESSAGES.itemNotFound);
        throw err;
      }
    },

    /** A changed price is audited in the same transaction (issue 11). */
    update: (itemId: number, id: number, input: OptionInput, actor: Actor) =>
      write(async ({ tx }) => {
        const repo = menuOptionsRepository(tx, table);
        if (!(await repo.exists(itemId, id))) throw notFound(refusals.notFound);
        assertTitleFree(await repo.titles(itemId), input.title, refusals.duplicate, id);
        const before = await optionSnapshot(tx, table, id);
        await repo.update(itemId, id, input.title, toMinor(input.price));
        const at = deps.clock.now().toISOString();
        await auditOptionPriceChange(tx, actor, { table, itemId, id, before, at });
      }),

    async remove(itemId: number, id: number): Promise<void> {
      if (!(await menuOptionsRepository(deps.db, table).remove(itemId, id))) throw notFound(refusals.notFound);
    },
  };
}
