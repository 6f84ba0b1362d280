import { COURSE_MESSAGES as M, MAX_COURSES, type courseBody } from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { catalogueWrite } from './catalogue-lock.js';
import { coursesRepository } from './courses.repository.js';
import { assertTitleFree } from './unique-title.js';

type CourseValues = z.output<typeof courseBody>;

/** Every category a course is to take by default must exist. */
async function assertCategoriesExist(repo: ReturnType<typeof coursesRepository>, ids?: readonly number[]) {
  if (ids && (await repo.countCategories(ids)) !== ids.length) throw badRequest(M.categoryMissing);
}

/** Courses are catalogue (the POS reads them with the menu): written under the catalogue lock. */
export function coursesService(deps: AppDeps) {
  const write = catalogueWrite(deps);
  const now = () => deps.clock.now().toISOString();
  return {
    list: () => coursesRepository(deps.db).list(),

    add: ({ title, position, categoryIds }: CourseValues) =>
      write(async ({ tx }) => {
        const repo = coursesRepository(tx);
        const courses = await repo.list();
        if (courses.length >= MAX_COURSES) throw conflict(M.tooMany);
        assertTitleFree(courses, title, M.titleDuplicate);
        await assertCategoriesExist(repo, categoryIds);
        const id = await repo.insert({ title, position }, now());
        if (categoryIds) await repo.setCategories(id, categoryIds);
        return id;
      }),

    /** Without categoryIds the course keeps the categories it had. */
    update: (id: number, { title, position, categoryIds }: CourseValues) =>
      write(async ({ tx }) => {
        const repo = coursesRepository(tx);
        const courses = await repo.list();
        if (!courses.some((c) => c.id === id)) throw notFound(M.notFound);
        assertTitleFree(courses, title, M.titleDuplicate, id);
        await assertCategoriesExist(repo, categoryIds);
        await repo.update(id, { title, position });
        if (categoryIds) await repo.setCategories(id, categoryIds);
      }),

    /** Lines served in it keep no course (the foreign key clears it); held ones must be fired first. */
    remove: (id: number) =>
      write(async ({ tx }) => {
        const repo = coursesRepository(tx);
        if (!(await repo.list()).some((c) => c.id === id)) throw notFound(M.notFound);
        const holding = await repo.openOrdersHolding(id);
        if (holding > 0) throw conflict(M.inUse(holding));
        await repo.remove(id);
      }),
  };
}
