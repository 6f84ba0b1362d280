import {
  PRINT_ROUTING_API,
  PRINT_ROUTING_MESSAGES,
  PRINTER_MESSAGES,
  PRINTERS_API,
  STATION_MESSAGES,
  STATIONS_API,
} from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { printRoutingService } from './print-routing.service.js';
import { printersService } from './printers.service.js';
import { stationsService } from './stations.service.js';

const policy = scopes('SETTINGS');
const P = PRINTER_MESSAGES;
const S = STATION_MESSAGES;
const route = taggedRoutes('Configuraciones');
const printerId = pathIds({ id: P.notFound });
const stationId = pathIds({ id: S.notFound });

const list = route(PRINTERS_API.list, { policy, summary: 'Listar las impresoras de red' });
const add = route(PRINTERS_API.add, { policy, summary: 'Agregar una impresora de red' });
const update = route(PRINTERS_API.update, { policy, summary: 'Modificar una impresora', params: printerId });
const remove = route(PRINTERS_API.remove, {
  policy,
  summary: 'Eliminar una impresora',
  description: 'Se rechaza (409) mientras una estación la use como principal o de respaldo.',
  params: printerId,
});
const test = route(PRINTERS_API.test, {
  policy,
  summary: 'Imprimir una página de prueba',
  description:
    'Envía por TCP una página con el nombre del restaurante, todas las letras con tilde, un QR y un corte. ' +
    'Responde ok: true solo si la impresora recibió todo y cerró la conexión; si no, ok: false con el motivo.',
  params: printerId,
});

const stationList = route(STATIONS_API.list, { policy, summary: 'Listar las estaciones de impresión' });
const stationAdd = route(STATIONS_API.add, { policy, summary: 'Agregar una estación de impresión' });
const stationUpdate = route(STATIONS_API.update, {
  policy,
  summary: 'Modificar una estación de impresión',
  description: 'Las listas de categorías e ítems reemplazan las de la estación.',
  params: stationId,
});
const stationRemove = route(STATIONS_API.remove, {
  policy,
  summary: 'Eliminar una estación de impresión',
  params: stationId,
});

const routingGet = route(PRINT_ROUTING_API.get, {
  policy,
  summary: 'Impresora de cocina predeterminada e impresoras de recibos de los terminales',
  description:
    'Incluye los terminales conocidos (los que han abierto caja) y las categorías que ninguna estación enruta: ' +
    'sus líneas van a la impresora de cocina predeterminada o a ninguna.',
});
const routingSave = route(PRINT_ROUTING_API.save, {
  policy,
  summary: 'Guardar la impresora de cocina predeterminada y las impresoras de recibos',
  description: 'La lista de terminales reemplaza la guardada.',
});

/** Configuraciones → Impresoras: network printers and the stations that route to them (issue 20). */
export function registerPrintersRoutes(api: FastifyInstance, deps: AppDeps): void {
  const printers = printersService(deps);
  const stations = stationsService(deps);
  const routing = printRoutingService(deps);

  api.get('/settings/printers', { config: list.config }, () => printers.list());
  api.post('/settings/printers/add', { config: add.config }, async (request) => {
    const id = await printers.add(add.body(request));
    return { message: P.added, id };
  });
  api.post('/settings/printers/:id/update', { config: update.config }, async (request) => {
    await printers.update(update.params(request).id, update.body(request));
    return { message: P.updated };
  });
  api.delete('/settings/printers/:id', { config: remove.config }, async (request) => {
    await printers.remove(remove.params(request).id);
    return { message: P.deleted };
  });
  api.post('/settings/printers/:id/test', { config: test.config }, (request) => printers.test(test.params(request).id));

  // Registered before /settings/printers/:id would not matter to the router (static beats parameter).
  api.get('/settings/printers/routing', { config: routingGet.config }, () => routing.read());
  api.post('/settings/printers/routing', { config: routingSave.config }, async (request) => {
    await routing.save(routingSave.body(request));
    return { message: PRINT_ROUTING_MESSAGES.saved };
  });

  api.get('/settings/stations', { config: stationList.config }, () => stations.list());
  api.post('/settings/stations/add', { config: stationAdd.config }, async (request) => {
    const id = await stations.add(stationAdd.body(request));
    return { message: S.added, id };
  });
  api.post('/settings/stations/:id/update', { config: stationUpdate.config }, async (request) => {
    await stations.update(stationUpdate.params(request).id, stationUpdate.body(request));
    return { message: S.updated };
  });
  api.delete('/settings/stations/:id', { config: stationRemove.config }, async (request) => {
    await stations.remove(stationRemove.params(request).id);
    return { message: S.deleted };
  });
}
