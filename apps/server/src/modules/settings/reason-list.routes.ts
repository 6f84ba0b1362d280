import type { ApiRouteDef } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { reasonListService, type ReasonListMessages, type ReasonTable } from './reason-list.service.js';

/** A reason edit: a title in, the list out. */
type TitleRoute = ApiRouteDef & { readonly body: z.ZodType<{ title: string }> };

export type ReasonList = {
  table: ReasonTable;
  /** The four routes' contracts definitions: list, add, rename (:id) and remove (:id). */
  routes: { list: ApiRouteDef; add: TitleRoute; rename: TitleRoute; remove: ApiRouteDef };
  /** The API document's group. */
  tag: string;
  /** What the summaries end with: 'de descuento' gives "Listar los motivos de descuento". */
  kind: string;
  messages: ReasonListMessages & { saved: string; updated: string; deleted: string };
};

const read = scopes('POS', 'ORDERS', 'SETTINGS');
const edit = scopes('SETTINGS');

/**
 * One reasons list's routes: read by whoever applies a reason (POS, ORDERS) and by Configuraciones,
 * edited under the policy of the other settings lists (SETTINGS; admin passes). Each write answers
 * the list.
 */
export function registerReasonListRoutes(api: FastifyInstance, deps: AppDeps, spec: ReasonList): void {
  const { routes: defs, kind, messages: M } = spec;
  const route = taggedRoutes(spec.tag);
  const params = pathIds({ id: M.notFound });
  const list = route(defs.list, { policy: read, summary: `Listar los motivos ${kind}` });
  const add = route(defs.add, { policy: edit, summary: `Agregar un motivo ${kind}` });
  const rename = route(defs.rename, { policy: edit, summary: `Renombrar un motivo ${kind}`, params });
  const remove = route(defs.remove, { policy: edit, summary: `Eliminar un motivo ${kind}`, params });

  const service = reasonListService(deps, spec.table, M);
  const answer = async (message?: string) => ({ ...(message ? { message } : {}), reasons: await service.list() });

  api.get(defs.list.path, { config: list.config }, () => answer());

  api.post(defs.add.path, { config: add.config }, async (request) => {
    await service.add(add.body(request).title);
    return answer(M.saved);
  });

  api.post(defs.rename.path, { config: rename.config }, async (request) => {
    const { id } = rename.params(request);
    await service.rename(id, rename.body(request).title);
    return answer(M.updated);
  });

  api.post(defs.remove.path, { config: remove.config }, async (request) => {
    await service.remove(remove.params(request).id);
    return answer(M.deleted);
  });
}
