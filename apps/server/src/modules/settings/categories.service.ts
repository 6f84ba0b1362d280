import { CATALOG_RULE_MESSAGES, IN_USE_MESSAGES, SETTINGS_MESSAGES } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { categoriesRepository } from './categories.repository.js';
import { catalogueWrite } from './catalogue-lock.js';
import { assertTitleFree } from './unique-title.js';

const M = SETTINGS_MESSAGES;
const R = CATALOG_RULE_MESSAGES;

export function categoriesService(deps: AppDeps) {
  const write = catalogueWrite(deps);
  const now = () => deps.clock.now().toISOString();
  return {
    list: () => categoriesRepository(deps.db).list(),

    add: (title: string) =>
      write(async ({ tx }) => {
        const repo = categoriesRepository(tx);
        assertTitleFree(await repo.list(), title, R.categoryDuplicate);
        return repo.insert(title, now());
      }),

    update: (id: number, title: string) =>
      write(async ({ tx, lockRow }) => {
        const repo = categoriesRepository(tx);
        if (!(await lockRow('categories', id))) throw notFound(M.categoryNotFound);
        assertTitleFree(await repo.list(), title, R.categoryDuplicate, id);
        await repo.update(id, title);
      }),

    /**
     * A category still used by items is not deleted (their category would vanish silently) unless
     * `replaceWith` names another category: the items move there and the category goes, together.
     */
    remove: (id: number, replaceWith?: number) =>
      write(async ({ tx, lockRow }) => {
        const repo = categoriesRepository(tx);
        if (!(await lockRow('categories', id))) throw notFound(M.categoryNotFound);
        if (replaceWith !== undefined) {
          if (replaceWith === id || !(await lockRow('categories', replaceWith))) {
            throw badRequest(R.categoryReplacementInvalid);
          }
          await repo.moveItems(id, replaceWith, now());
        } else {
          const items = await repo.countItems(id);
          if (items > 0) throw conflict(IN_USE_MESSAGES.category(items));
        }
        await repo.remove(id);
      }),
  };
}
