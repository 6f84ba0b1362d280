import { CATALOG_RULE_MESSAGES, IN_USE_MESSAGES, SETTINGS_MESSAGES } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import type { Actor } from '../audit/audit.js';
import { auditedTaxUpdate } from '../audit/audit-menu.js';
import { catalogueWrite } from './catalogue-lock.js';
import { taxesRepository, type TaxValues } from './taxes.repository.js';
import { assertTitleFree } from './unique-title.js';

const M = SETTINGS_MESSAGES;
const R = CATALOG_RULE_MESSAGES;

export function taxesService(deps: AppDeps) {
  const write = catalogueWrite(deps);
  const now = () => deps.clock.now().toISOString();
  return {
    list: () => taxesRepository(deps.db).list(),

    add: (t: TaxValues) =>
      write(async ({ tx }) => {
        const repo = taxesRepository(tx);
        assertTitleFree(await repo.list(), t.title, R.taxDuplicate);
        return repo.insert(t, now());
      }),

    /** A changed rate or type is audited in the same transaction (issue 11). */
    update: (id: number, t: TaxValues, actor: Actor) =>
      write(async ({ tx, lockRow }) => {
        const repo = taxesRepository(tx);
        if (!(await lockRow('taxes', id))) throw notFound(M.taxNotFound);
        assertTitleFree(await repo.list(), t.title, R.taxDuplicate, id);
        await auditedTaxUpdate(tx, actor, { id, at: now() }, () => repo.update(id, t));
      }),

    /**
     * A tax still used by items is not deleted (they would be sold untaxed without anyone noticing)
     * unless `replaceWith` names another tax: the items move to it and the tax goes, together.
     */
    remove: (id: number, replaceWith?: number) =>
      write(async ({ tx, lockRow }) => {
        const repo = taxesRepository(tx);
        if (!(await lockRow('taxes', id))) throw notFound(M.taxNotFound);
        if (replaceWith !== undefined) {
          if (replaceWith === id || !(await lockRow('taxes', replaceWith))) throw badRequest(R.taxReplacementInvalid);
          await repo.moveItems(id, replaceWith, now());
        } else {
          const items = await repo.countItems(id);
          if (items > 0) throw conflict(IN_USE_MESSAGES.tax(items));
        }
        await repo.remove(id);
      }),
  };
}
