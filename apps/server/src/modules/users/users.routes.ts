import { USER_MESSAGES, USERS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { usersService } from './users.service.js';

const M = USER_MESSAGES;
const policy = scopes('SETTINGS');
const route = taggedRoutes('Usuarios');
const params = z.object({ username: z.string().trim().min(1, M.notFound).max(100, M.notFound) });

const list = route(USERS_API.list, { policy, summary: 'Listar los usuarios' });
const add = route(USERS_API.add, { policy, summary: 'Crear un usuario' });
const update = route(USERS_API.update, { policy, summary: 'Modificar un usuario y sus permisos', params });
const resetPassword = route(USERS_API.updatePassword, {
  policy,
  summary: 'Cambiar la contraseña de un usuario',
  params,
});
const remove = route(USERS_API.remove, { policy, summary: 'Eliminar un usuario', params });

export function registerUsersRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = usersService(deps);

  api.get('/users', { config: list.config }, () => service.list());

  api.post('/users/add', { config: add.config }, async (request) => {
    const { username, password, ...profile } = add.body(request);
    return { message: M.added, user: await service.add(actorOf(request), username, password, profile) };
  });

  api.post('/users/update/:username', { config: update.config }, async (request) => {
    const { username } = update.params(request);
    const profile = update.body(request);
    return { message: M.updated, user: await service.update(actorOf(request), username, profile) };
  });

  api.post('/users/update-password/:username', { config: resetPassword.config }, async (request) => {
    const { username } = resetPassword.params(request);
    await service.resetPassword(actorOf(request), username, resetPassword.body(request).password);
    return { message: M.passwordUpdated };
  });

  api.delete('/users/delete/:username', { config: remove.config }, async (request) => {
    await service.remove(actorOf(request), remove.params(request).username);
    return { message: M.deleted };
  });
}
