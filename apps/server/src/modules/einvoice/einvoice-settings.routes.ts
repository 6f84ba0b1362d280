import { EINVOICE_API, EINVOICE_MESSAGES as M } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { actorOf } from '../audit/audit.js';
import { einvoiceSettingsService } from './einvoice-settings.service.js';

const policy = scopes('SETTINGS');
const route = taggedRoutes('Configuraciones');
const params = pathIds({ id: M.rangeNotFound });

const getSetting = route(EINVOICE_API.getSetting, {
  policy,
  summary: 'Leer la facturación electrónica',
  description: 'Nunca responde el PIN del software ni el certificado: solo si están cargados.',
});
const saveSetting = route(EINVOICE_API.saveSetting, {
  policy,
  summary: 'Guardar la facturación electrónica',
  description:
    'El NIT se comprueba con su dígito de verificación. softwarePin ausente conserva el guardado. Activarla ' +
    'exige certificado vigente, PIN y una numeración activa.',
});
const getCertificate = route(EINVOICE_API.getCertificate, { policy, summary: 'Ver el certificado de firma' });
const saveCertificate = route(EINVOICE_API.saveCertificate, {
  policy,
  summary: 'Cargar el certificado de firma (.p12)',
  description: 'El archivo y su contraseña se guardan cifrados con una clave que no está en la base de datos.',
});
const listRanges = route(EINVOICE_API.listRanges, { policy, summary: 'Listar las numeraciones DIAN' });
const addRange = route(EINVOICE_API.addRange, { policy, summary: 'Agregar una numeración DIAN' });
const updateRange = route(EINVOICE_API.updateRange, { policy, summary: 'Modificar una numeración DIAN', params });

/** Issue 23: Configuraciones → Facturación electrónica. */
export function registerEinvoiceSettingsRoutes(api: FastifyInstance, deps: AppDeps): void {
  const service = einvoiceSettingsService(deps);
  api.get(EINVOICE_API.getSetting.path, { config: getSetting.config }, () => service.view());
  api.post(EINVOICE_API.saveSetting.path, { config: saveSetting.config }, async (request) => {
    await service.save(saveSetting.body(request), actorOf(request));
    return { message: M.settingsSaved };
  });
  api.get(EINVOICE_API.getCertificate.path, { config: getCertificate.config }, () => service.certificate());
  api.post(EINVOICE_API.saveCertificate.path, { config: saveCertificate.config }, (request) =>
    service.saveCertificate(saveCertificate.body(request), actorOf(request)),
  );
  api.get(EINVOICE_API.listRanges.path, { config: listRanges.config }, () => service.ranges());
  api.post(EINVOICE_API.addRange.path, { config: addRange.config }, (request) =>
    service.addRange(addRange.body(request), actorOf(request)),
  );
  api.post(EINVOICE_API.updateRange.path, { config: updateRange.config }, (request) =>
    service.updateRange(updateRange.params(request).id, updateRange.body(request), actorOf(request)),
  );
}
