import { USER_MESSAGES, userAddBody, userPasswordBody, userUpdateBody } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { scopes } from '../../http/policy.js';
import { parseInput } from '../../http/validate.js';
import { actorOf } from '../audit/audit.js';
import { usersService } from './users.service.js';

const M = USER_MESSAGES;
const policy = scopes('SETTINGS');
const usernameParams = z.object({ username: z.string().trim().min(1, M.notFound).max(100, M.notFound) });
const usernameOf = (params: unknown) => parseInput(usernameParams, params).username;

export function registerUsersRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = usersService(deps);

  api.get('/users', { config: { policy } }, () => service.list());

  api.post('/users/add', { config: { policy } }, async (request) => {
    const { username, password, ...profile } = parseInput(userAddBody, request.body);
    return { message: M.added, user: await service.add(actorOf(request), username, password, profile) };
  });

  api.post('/users/update/:username', { config: { policy } }, async (request) => {
    const username = usernameOf(request.params);
    const profile = parseInput(userUpdateBody, request.body);
    return { message: M.updated, user: await service.update(actorOf(request), username, profile) };
  });

  api.post('/users/update-password/:username', { config: { policy } }, async (request) => {
    const username = usernameOf(request.params);
    await service.resetPassword(actorOf(request), username, parseInput(userPasswordBody, request.body).password);
    return { message: M.passwordUpdated };
  });

  api.delete('/users/delete/:username', { config: { policy } }, async (request) => {
    await service.remove(actorOf(request), usernameOf(request.params));
    return { message: M.deleted };
  });
}
