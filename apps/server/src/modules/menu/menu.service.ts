import { CATALOG_RULE_MESSAGES, MENU_MESSAGES, toMinor, type MenuItem, type menuItemBody } from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import type { Actor } from '../audit/audit.js';
import { auditMenuItemChange, menuItemSnapshot } from '../audit/audit-menu.js';
import { catalogueWrite } from '../settings/catalogue-lock.js';
import { assertTitleFree } from '../settings/unique-title.js';
import { menuRepository, type MenuItemRow } from './menu.repository.js';

type MenuItemInput = z.output<typeof menuItemBody>;

const M = MENU_MESSAGES;

/** Checks the references inside the same transaction as the write, so they cannot vanish in between. */
async function toRow(tx: Db, input: MenuItemInput): Promise<MenuItemRow> {
  const repo = menuRepository(tx);
  if (input.categoryId !== null && !(await repo.exists('categories', input.categoryId))) {
    throw badRequest(M.categoryInvalid);
  }
  if (input.taxId !== null && !(await repo.exists('taxes', input.taxId))) throw badRequest(M.taxInvalid);
  return {
    title: input.title,
    price: toMinor(input.price),
    net_price: input.netPrice === null ? null : toMinor(input.netPrice),
    category_id: input.categoryId,
    tax_id: input.taxId,
  };
}

export function menuService(deps: AppDeps) {
  const now = () => deps.clock.now().toISOString();
  const write = catalogueWrite(deps);
  /**
   * PostgreSQL: a category or tax deleted by a transaction that committed after our check fails the
   * write on its foreign key; checking again outside names the missing one with the same 400.
   */
  const withReferences = async <T>(input: MenuItemInput, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (isForeignKeyViolation(err)) await toRow(deps.db, input);
      throw err;
    }
  };
  return {
    list: (): Promise<MenuItem[]> => menuRepository(deps.db).list(),

    async get(id: number): Promise<MenuItem> {
      const [item] = await menuRepository(deps.db).list(id);
      if (!item) throw notFound(M.itemNotFound);
      return item;
    },

    add(input: MenuItemInput): Promise<number> {
      return withReferences(input, () =>
        write(async ({ tx }) => {
          const repo = menuRepository(tx);
          assertTitleFree(await repo.titles(), input.title, CATALOG_RULE_MESSAGES.itemDuplicate);
          return repo.insert(await toRow(tx, input), now());
        }),
      );
    },

    /** A changed price or tax is audited in the same transaction (issue 11). */
    async update(id: number, input: MenuItemInput, actor: Actor): Promise<void> {
      await withReferences(input, () =>
        write(async ({ tx }) => {
          const repo = menuRepository(tx);
          if (!(await repo.exists('menu_items', id))) throw notFound(M.itemNotFound);
          assertTitleFree(await repo.titles(), input.title, CATALOG_RULE_MESSAGES.itemDuplicate, id);
          const at = now();
          const before = await menuItemSnapshot(tx, id);
          await repo.update(id, await toRow(tx, input), at);
          await auditMenuItemChange(tx, actor, { id, before, at });
        }),
      );
    },

    async remove(id: number): Promise<void> {
      if (!(await menuRepository(deps.db).remove(id))) throw notFound(M.itemNotFound);
    },
  };
}
