import { z } from 'zod';
import { messageAnswer } from './api-answers.js';
import { defineRoute } from './api-route.js';

/**
 * Issue 23: Settings → Facturación electrónica (the DE-POS of Res. DIAN 000165/2023). Secrets (the
 * software PIN, the certificate and its password) go in and never come out: the answers only say
 * whether they are set.
 */

export const EINVOICE_ENVIRONMENTS = ['pruebas', 'produccion'] as const;
export type EinvoiceEnvironment = (typeof EINVOICE_ENVIRONMENTS)[number];

const text = (max: number) => z.string().trim().max(max);
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha AAAA-MM-DD');

export const einvoiceAddressSchema = z.object({
  municipalityCode: z.string().regex(/^\d{5}$/, 'el código DANE del municipio tiene 5 dígitos'),
  cityName: text(100).min(1),
  departmentCode: z.string().regex(/^\d{2}$/, 'el código DANE del departamento tiene 2 dígitos'),
  departmentName: text(100).min(1),
  line: text(200).min(1),
});

const settingFields = {
  enabled: z.boolean(),
  environment: z.enum(EINVOICE_ENVIRONMENTS),
  nit: z.string().regex(/^\d{5,15}$/, 'el NIT son solo dígitos, sin el dígito de verificación'),
  dv: z.string().regex(/^\d$/, 'el dígito de verificación es una cifra'),
  legalName: text(200).min(1),
  tradeName: text(200).nullable(),
  personType: z.enum(['1', '2']),
  taxResponsibilities: z.array(text(20).min(1)).max(10),
  taxScheme: z.enum(['01', '04', 'ZZ']),
  address: einvoiceAddressSchema,
  email: z.email().max(200).nullable(),
  softwareId: text(100).min(1),
  testSetId: text(100).nullable(),
};

/** POST /settings/einvoice-setting. softwarePin absent keeps the stored one. */
export const einvoiceSettingBody = z.object({
  ...settingFields,
  softwarePin: z.string().trim().min(1).max(100).optional(),
});
export type EinvoiceSettingBody = z.infer<typeof einvoiceSettingBody>;

export const einvoiceCertificateSchema = z.object({
  holder: z.string(),
  issuer: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  expired: z.boolean(),
  expiresSoon: z.boolean(),
  daysLeft: z.number(),
});
export type EinvoiceCertificate = z.infer<typeof einvoiceCertificateSchema>;

/** GET /settings/einvoice-setting: `configured` false until the issuer was saved once. */
export const einvoiceSettingSchema = z.object({
  ...settingFields,
  nit: z.string(),
  dv: z.string(),
  legalName: z.string(),
  softwareId: z.string(),
  address: z.object({
    municipalityCode: z.string(),
    cityName: z.string(),
    departmentCode: z.string(),
    departmentName: z.string(),
    line: z.string(),
  }),
  email: z.string().nullable(),
  configured: z.boolean(),
  softwarePinSet: z.boolean(),
  certificate: einvoiceCertificateSchema.nullable(),
});
export type EinvoiceSetting = z.infer<typeof einvoiceSettingSchema>;

/** POST /settings/einvoice-certificate: the .p12 in base64 (at most 64 kB of file) and its password. */
export const einvoiceCertificateBody = z.object({
  p12Base64: z
    .string()
    .max(90_000)
    .regex(/^[A-Za-z0-9+/=\s]+$/, 'el certificado debe venir en base64'),
  password: z.string().max(200),
});

export const einvoiceCertificateAnswer = z.object({ message: z.string(), certificate: einvoiceCertificateSchema });
export const einvoiceCertificateView = z.object({ certificate: einvoiceCertificateSchema.nullable() });

export const einvoiceWarningSchema = z.object({ kind: z.string(), message: z.string() });

/** A numbering range the DIAN authorised (resolución de numeración POS). */
export const einvoiceRangeBody = z.object({
  resolutionNumber: text(50).min(1),
  resolutionDate: ymd,
  prefix: z.string().regex(/^[A-Za-z0-9]{0,4}$/, 'el prefijo tiene como máximo 4 letras o dígitos'),
  from: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  to: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  validFrom: ymd,
  validTo: ymd,
  /** true makes it the range sales are numbered from (the one active before stops being). */
  active: z.boolean(),
});
export type EinvoiceRangeBody = z.infer<typeof einvoiceRangeBody>;

export const einvoiceRangeSchema = einvoiceRangeBody.extend({
  id: z.number(),
  /** The last number handed out; null before the first sale. */
  lastNumber: z.number().nullable(),
  warnings: z.array(einvoiceWarningSchema),
});
export type EinvoiceRange = z.infer<typeof einvoiceRangeSchema>;

export const einvoiceRangeSaved = z.object({
  message: z.string(),
  id: z.number(),
  warnings: z.array(einvoiceWarningSchema),
});

export const EINVOICE_MESSAGES = {
  settingsSaved: 'Facturación electrónica guardada.',
  dvInvalid: 'El dígito de verificación no corresponde al NIT.',
  pinRequired: 'Escriba el PIN del software que le asignó la DIAN.',
  enableIncomplete:
    'Para activar la facturación electrónica cargue el certificado de firma, registre el PIN del software y active una numeración autorizada.',
  certificateSaved: 'Certificado de firma guardado.',
  certificateExpired: 'El certificado de firma ya venció; cargue uno vigente.',
  certificateUnreadable: 'El certificado no se pudo abrir: revise el archivo .p12 y su contraseña.',
  rangeAdded: 'Numeración agregada.',
  rangeUpdated: 'Numeración actualizada.',
  rangeNotFound: 'La numeración no existe.',
  rangeBelowUsed: 'El rango no puede terminar antes del último número ya usado.',
  rangeStartChanged: 'El inicio de un rango ya usado no se puede cambiar.',
  notReady:
    'La facturación electrónica está activa pero incompleta (certificado, PIN o numeración): no se puede cobrar. Revise Configuraciones → Facturación electrónica.',
} as const;

export const EINVOICE_API = {
  getSetting: defineRoute({ method: 'GET', path: '/settings/einvoice-setting', answer: einvoiceSettingSchema }),
  saveSetting: defineRoute({
    method: 'POST',
    path: '/settings/einvoice-setting',
    body: einvoiceSettingBody,
    answer: messageAnswer,
  }),
  getCertificate: defineRoute({
    method: 'GET',
    path: '/settings/einvoice-certificate',
    answer: einvoiceCertificateView,
  }),
  saveCertificate: defineRoute({
    method: 'POST',
    path: '/settings/einvoice-certificate',
    body: einvoiceCertificateBody,
    answer: einvoiceCertificateAnswer,
  }),
  listRanges: defineRoute({ method: 'GET', path: '/settings/einvoice-ranges', answer: z.array(einvoiceRangeSchema) }),
  addRange: defineRoute({
    method: 'POST',
    path: '/settings/einvoice-ranges/add',
    body: einvoiceRangeBody,
    answer: einvoiceRangeSaved,
  }),
  updateRange: defineRoute({
    method: 'POST',
    path: '/settings/einvoice-ranges/:id/update',
    body: einvoiceRangeBody,
    answer: einvoiceRangeSaved,
  }),
} as const;
