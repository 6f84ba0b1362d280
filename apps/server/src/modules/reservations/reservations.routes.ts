import { RESERVATION_MESSAGES, RESERVATIONS_API } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { authOf, scopes } from '../../http/policy.js';
import { reservationsService } from './reservations.service.js';

const M = RESERVATION_MESSAGES;
const read = scopes('RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS');
const write = scopes('RESERVATIONS', 'MANAGE_RESERVATIONS');
const route = taggedRoutes('Reservaciones');
/** Spec §5: an update without a usable id is "Solicitud inválida!". */
const params = pathIds({ id: M.invalidRequest }, 400);

const init = route(RESERVATIONS_API.init, { policy: read, summary: 'Cargar las mesas para reservar' });
const list = route(RESERVATIONS_API.list, { policy: read, summary: 'Listar las reservaciones de un periodo' });
const search = route(RESERVATIONS_API.search, { policy: read, summary: 'Buscar reservaciones' });
const add = route(RESERVATIONS_API.add, { policy: write, summary: 'Crear una reservación' });
const update = route(RESERVATIONS_API.update, { policy: write, summary: 'Modificar una reservación', params });
const remove = route(RESERVATIONS_API.remove, { policy: write, summary: 'Eliminar una reservación', params });

export function registerReservationsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = reservationsService(deps);

  api.get('/reservations/init', { config: init.config }, () => service.init());

  api.get('/reservations', { config: list.config }, (request) => service.list(list.query(request)));

  api.get('/reservations/search', { config: search.config }, (request) => service.search(search.query(request).q));

  api.post('/reservations/add', { config: add.config }, async (request) => {
    const { customerId, ...input } = add.body(request);
    const reservation = await service.add(customerId, input, authOf(request).user.id);
    return { message: M.added, reservation };
  });

  api.post('/reservations/update/:id', { config: update.config }, async (request) => {
    const { id } = update.params(request);
    const reservation = await service.update(id, update.body(request));
    return { message: M.updated, reservation };
  });

  api.delete('/reservations/delete/:id', { config: remove.config }, async (request) => {
    await service.remove(remove.params(request).id);
    return { message: M.deleted };
  });
}
