import {
  dateFilterQuery,
  RESERVATION_MESSAGES,
  reservationAddBody,
  reservationSearchQuery,
  reservationUpdateBody,
} from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { authOf, scopes } from '../../http/policy.js';
import { idParam, parseInput } from '../../http/validate.js';
import { reservationsService } from './reservations.service.js';

const M = RESERVATION_MESSAGES;
const read = scopes('RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS');
const write = scopes('RESERVATIONS', 'MANAGE_RESERVATIONS');

/** Spec §5: an update without a usable id is "Solicitud inválida!". */
function idOf(params: unknown): number {
  const parsed = idParam.safeParse((params as { id?: unknown } | undefined)?.id);
  if (!parsed.success) throw badRequest(M.invalidRequest);
  return parsed.data;
}

export function registerReservationsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = reservationsService(deps);

  api.get('/reservations/init', { config: { policy: read } }, () => service.init());

  api.get('/reservations', { config: { policy: read } }, (request) =>
    service.list(parseInput(dateFilterQuery, request.query)),
  );

  api.get('/reservations/search', { config: { policy: read } }, (request) =>
    service.search(parseInput(reservationSearchQuery, request.query).q),
  );

  api.post('/reservations/add', { config: { policy: write } }, async (request) => {
    const { customerId, ...input } = parseInput(reservationAddBody, request.body);
    const reservation = await service.add(customerId, input, authOf(request).user.id);
    return { message: M.added, reservation };
  });

  api.post('/reservations/update/:id', { config: { policy: write } }, async (request) => {
    const id = idOf(request.params);
    const reservation = await service.update(id, parseInput(reservationUpdateBody, request.body));
    return { message: M.updated, reservation };
  });

  api.delete('/reservations/delete/:id', { config: { policy: write } }, async (request) => {
    await service.remove(idOf(request.params));
    return { message: M.deleted };
  });
}
