import { DASHBOARD_ROUTE_SCOPES, KITCHEN_API, KITCHEN_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { authOf, scopes } from '../../http/policy.js';
import { keptAnswer, keptAnswers, sendKeptAnswer } from '../../lib/kept-answer.js';
import { SCREEN_GZIP, screenStamp } from '../orders/kept-order-records.js';
import type { ScreenRefresher } from '../orders/screen-refresh.js';
import { displayTokensService } from './display-tokens.service.js';
import { kitchenService } from './kitchen.service.js';
import { stationStamp } from './station-screen.js';

const policy = scopes(...DASHBOARD_ROUTE_SCOPES.kitchen);
const route = taggedRoutes('Cocina');
const itemParams = pathIds({ id: KITCHEN_MESSAGES.itemNotFound });
const orderParams = pathIds({ orderId: KITCHEN_MESSAGES.orderNotFound });

const list = route(KITCHEN_API.list, {
  policy,
  summary: 'Órdenes de la cocina',
  description:
    'Con ETag: un If-None-Match igual responde 304 sin cuerpo. Con stationId, solo las líneas de esa estación ' +
    '(0: las que ninguna estación toma) y las órdenes donde esa estación aún tiene trabajo.',
});
const stations = route(KITCHEN_API.stations, {
  policy,
  summary: 'Estaciones para la pantalla de cocina',
});
const setStatus = route(KITCHEN_API.setStatus, {
  policy,
  summary: 'Cambiar el estado de una línea',
  params: itemParams,
});
const ackVoid = route(KITCHEN_API.ackVoid, {
  policy,
  summary: 'Dar por vista la anulación de una línea',
  params: itemParams,
});
const bump = route(KITCHEN_API.bump, {
  policy,
  summary: 'Avanzar una orden',
  description:
    'Empieza sus líneas nuevas o, si no tiene, completa las que están en preparación. Con stationId, solo las de esa estación.',
  params: orderParams,
});
const recall = route(KITCHEN_API.recall, {
  policy,
  summary: 'Devolver a preparación las líneas completadas de una orden',
  params: orderParams,
});
const displayTokens = route(KITCHEN_API.displayTokens, {
  policy: scopes('ORDER_STATUS_DISPLAY', 'POS', 'ORDERS', 'ORDER_STATUS'),
  summary: 'Turnos en preparación y listos para la pantalla de turnos',
});

/**
 * spec §7 kitchen routes with the kitchen screen's scopes (spec §6), the order bump and recall the
 * kitchen display adds, the acknowledgement of a void (issue 11), and the token TV's read (its own screen scope plus the orders screens').
 */
export function registerKitchenRoutes(api: FastifyInstance, deps: AppDeps, screens: ScreenRefresher): void {
  const kitchen = kitchenService(deps);
  const tokens = displayTokensService(deps);
  const screen = keptAnswer(screenStamp(deps.db), (stamp) => kitchen.list(stamp), SCREEN_GZIP);
  const stationScreen = keptAnswers(
    stationStamp(deps.db),
    (stamp, station) => kitchen.stationList(stamp, Number(station)),
    SCREEN_GZIP,
  );
  screens.watch(screen, stationScreen);

  api.get('/kitchen', { config: list.config }, async (request, reply) => {
    const { stationId } = list.query(request);
    const { versions } = authOf(request);
    const answer =
      stationId === undefined
        ? await screen.current(versions)
        : await stationScreen.current(String(stationId), versions);
    return sendKeptAnswer(request, reply, answer);
  });

  api.get('/kitchen/stations', { config: stations.config }, () => kitchen.stations());

  api.post('/kitchen/:id', { config: setStatus.config }, async (request) => {
    const { id } = setStatus.params(request);
    return kitchen.setItemStatus(id, setStatus.body(request));
  });

  api.post('/kitchen/items/:id/ack-void', { config: ackVoid.config }, async (request) =>
    kitchen.ackVoid(ackVoid.params(request).id),
  );

  api.post('/kitchen/order/:orderId/bump', { config: bump.config }, async (request) =>
    kitchen.bumpOrder(bump.params(request).orderId, bump.query(request).stationId),
  );

  api.post('/kitchen/order/:orderId/recall', { config: recall.config }, async (request) =>
    kitchen.recallOrder(recall.params(request).orderId, recall.query(request).stationId),
  );

  api.get('/display/tokens', { config: displayTokens.config }, () => tokens.current());
}
