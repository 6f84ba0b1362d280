import { MEMBERSHIP_API, MEMBERSHIP_MESSAGES as M, CUSTOMER_MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { eraseMember } from './member-erasure.js';
import { membershipService } from './membership.service.js';

const route = taggedRoutes('Membresía');
const manage = scopes('MEMBERSHIP');
// The POS shows the attached customer's points and joins them there; the customers screen joins too.
const lookup = scopes('MEMBERSHIP', 'POS', 'CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS');
const enrol = scopes('MEMBERSHIP', 'POS', 'CUSTOMERS', 'MANAGE_CUSTOMERS');

const phoneParams = z.object({
  phone: z
    .string({ error: CUSTOMER_MESSAGES.phoneInvalid })
    .trim()
    .min(1, CUSTOMER_MESSAGES.phoneInvalid)
    .max(30, CUSTOMER_MESSAGES.phoneInvalid),
});
const tierParams = pathIds({ id: M.tierNotFound });
const invoiceParams = pathIds({ id: M.invoiceNotFound });

const settings = route(MEMBERSHIP_API.settings, { policy: manage, summary: 'Leer el programa de puntos' });
const saveSettings = route(MEMBERSHIP_API.saveSettings, {
  policy: manage,
  summary: 'Guardar el programa de puntos',
  description: 'Activarlo crea (o activa) el tipo de pago "Puntos"; desactivarlo lo desactiva.',
});
const tiers = route(MEMBERSHIP_API.tiers.list, { policy: manage, summary: 'Listar los niveles' });
const addTier = route(MEMBERSHIP_API.tiers.add, { policy: manage, summary: 'Crear un nivel' });
const updateTier = route(MEMBERSHIP_API.tiers.update, {
  policy: manage,
  summary: 'Modificar un nivel',
  params: tierParams,
});
const removeTier = route(MEMBERSHIP_API.tiers.remove, {
  policy: manage,
  summary: 'Eliminar un nivel',
  params: tierParams,
});
const join = route(MEMBERSHIP_API.join, {
  policy: enrol,
  summary: 'Inscribir un cliente (con su autorización, Ley 1581 de 2012)',
});
const members = route(MEMBERSHIP_API.members, { policy: manage, summary: 'Listar los miembros con su saldo y nivel' });
const member = route(MEMBERSHIP_API.member, {
  policy: lookup,
  summary: 'Los puntos y el nivel de un cliente, y el programa',
  params: phoneParams,
});
const movements = route(MEMBERSHIP_API.movements, {
  policy: manage,
  summary: 'Los movimientos de puntos de un miembro',
  params: phoneParams,
});
const adjust = route(MEMBERSHIP_API.adjust, {
  policy: manage,
  summary: 'Ajustar el saldo con un motivo',
  params: phoneParams,
});
const erase = route(MEMBERSHIP_API.erase, {
  policy: manage,
  summary: 'Eliminar los datos personales de un miembro (supresión, Ley 1581 de 2012)',
  params: phoneParams,
});
const reverse = route(MEMBERSHIP_API.reverse, {
  policy: manage,
  summary: 'Revertir los puntos de una factura anulada',
  params: invoiceParams,
});
const report = route(MEMBERSHIP_API.report, {
  policy: manage,
  summary: 'Puntos emitidos, redimidos y pendientes (pasivo en pesos)',
});

/** Issue 24: the loyalty programme (MEMBERSHIP), and what the POS and customers screen need of it. */
export function registerMembershipRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = membershipService(deps);
  const removeMember = eraseMember(deps);

  api.get('/membership/settings', { config: settings.config }, () => service.settings());
  api.post('/membership/settings', { config: saveSettings.config }, async (request) => {
    await service.saveSettings(actorOf(request), saveSettings.body(request));
    return { message: M.settingsSaved };
  });

  api.get('/membership/tiers', { config: tiers.config }, () => service.tiers());
  api.post('/membership/tiers/add', { config: addTier.config }, async (request) => ({
    message: M.tierAdded,
    id: await service.addTier(actorOf(request), addTier.body(request)),
  }));
  api.post('/membership/tiers/:id/update', { config: updateTier.config }, async (request) => {
    await service.updateTier(actorOf(request), updateTier.params(request).id, updateTier.body(request));
    return { message: M.tierUpdated };
  });
  api.delete('/membership/tiers/:id', { config: removeTier.config }, async (request) => {
    await service.removeTier(actorOf(request), removeTier.params(request).id);
    return { message: M.tierDeleted };
  });

  api.post('/membership/members/join', { config: join.config }, async (request) => {
    await service.join(actorOf(request), join.body(request));
    return { message: M.joined };
  });
  api.get('/membership/members', { config: members.config }, (request) =>
    service.members(members.query(request).search),
  );
  api.get('/membership/members/:phone', { config: member.config }, (request) =>
    service.lookup(member.params(request).phone),
  );
  api.get('/membership/members/:phone/movements', { config: movements.config }, (request) =>
    service.movements(movements.params(request).phone),
  );
  api.post('/membership/members/:phone/adjust', { config: adjust.config }, async (request) => {
    await service.adjust(actorOf(request), adjust.params(request).phone, adjust.body(request));
    return { message: M.adjusted };
  });
  api.post('/membership/members/:phone/erase', { config: erase.config }, async (request) => {
    erase.body(request);
    await removeMember(actorOf(request), erase.params(request).phone);
    return { message: M.erased };
  });
  api.post('/membership/invoices/:id/reverse', { config: reverse.config }, async (request) => {
    await service.reverse(actorOf(request), reverse.params(request).id, reverse.body(request).reason);
    return { message: M.reversed };
  });
  api.get('/membership/report', { config: report.config }, (request) => service.report(report.query(request)));
}
