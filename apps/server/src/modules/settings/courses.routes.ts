import { COURSE_MESSAGES as M, COURSES_API, type CourseSetting } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { coursesService } from './courses.service.js';

const policy = scopes('SETTINGS');
const route = taggedRoutes('Configuraciones');
const params = pathIds({ id: M.notFound });

const list = route(COURSES_API.list, { policy, summary: 'Listar los tiempos (entrada, plato fuerte…)' });
const add = route(COURSES_API.add, { policy, summary: 'Crear un tiempo' });
const update = route(COURSES_API.update, { policy, summary: 'Editar un tiempo y sus categorías', params });
const remove = route(COURSES_API.remove, {
  policy,
  summary: 'Eliminar un tiempo',
  description: 'Se niega mientras una orden abierta lo tenga en espera.',
  params,
});

const readSetting = route(COURSES_API.getSetting, { policy, summary: 'Leer si los tiempos se marchan solos' });
const saveSetting = route(COURSES_API.saveSetting, {
  policy,
  summary: 'Marchar el siguiente tiempo cuando la cocina termina el anterior',
});

/** Issue 21: the courses a table is served in, and whether the next one fires by itself. */
export function registerCoursesRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = coursesService(deps);

  api.get('/settings/courses', { config: list.config }, () => service.list());

  api.post('/settings/courses/add', { config: add.config }, async (request) => ({
    message: M.added,
    id: await service.add(add.body(request)),
  }));

  api.post('/settings/courses/:id/update', { config: update.config }, async (request) => {
    await service.update(update.params(request).id, update.body(request));
    return { message: M.updated };
  });

  api.delete('/settings/courses/:id', { config: remove.config }, async (request) => {
    await service.remove(remove.params(request).id);
    return { message: M.deleted };
  });

  api.get('/settings/course-setting', { config: readSetting.config }, async (): Promise<CourseSetting> => {
    const row = await deps.db
      .selectFrom('store_settings')
      .select('auto_fire_courses')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return { autoFire: row.auto_fire_courses === 1 };
  });

  api.post('/settings/course-setting', { config: saveSetting.config }, async (request) => {
    const { autoFire } = saveSetting.body(request);
    await deps.db
      .updateTable('store_settings')
      .set({ auto_fire_courses: autoFire ? 1 : 0, updated_at: deps.clock.now().toISOString() })
      .where('id', '=', 1)
      .execute();
    return { message: M.settingSaved };
  });
}
