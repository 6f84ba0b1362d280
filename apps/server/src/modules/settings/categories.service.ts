import { SETTINGS_MESSAGES } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';
import { categoriesRepository } from './categories.repository.js';

export function categoriesService(deps: AppDeps) {
  const repo = categoriesRepository(deps.db);
  return {
    list: () => repo.list(),
    add: (title: string) => repo.insert(title, deps.clock.now().toISOString()),
    async update(id: number, title: string) {
      if (!(await repo.update(id, title))) throw notFound(SETTINGS_MESSAGES.categoryNotFound);
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(SETTINGS_MESSAGES.categoryNotFound);
    },
  };
}
