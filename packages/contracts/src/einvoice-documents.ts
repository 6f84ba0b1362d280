import { z } from 'zod';
import { messageAnswer, textAnswer } from './api-answers.js';
import { defineRoute } from './api-route.js';
import { dateFilterQuery } from './date-filters.js';

/**
 * Issue 23: the screen "Documentos electrónicos" (INVOICES) and the transmission of each DE-POS to
 * the DIAN. Statuses as the document row stores them (migration 0028).
 */
export const EINVOICE_DOCUMENT_STATUSES = ['pendiente', 'enviado', 'aceptado', 'rechazado', 'contingencia'] as const;
export type EinvoiceDocumentStatus = (typeof EINVOICE_DOCUMENT_STATUSES)[number];

export const EINVOICE_STATUS_LABELS: Record<EinvoiceDocumentStatus, string> = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
  contingencia: 'Contingencia',
};

/** A rule the DIAN checked and failed, as its answer names it (e.g. `FAD06`, "…"). */
export const dianMessageSchema = z.object({ code: z.string(), message: z.string() });
export type DianMessage = z.infer<typeof dianMessageSchema>;

export const einvoiceDocumentSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  /** Prefix and number as printed, e.g. "POS1001". */
  documentNumber: z.string(),
  cude: z.string(),
  issuedAt: z.string(),
  /** Consumidor final or the attached customer's name, with the document number when there is one. */
  buyerName: z.string(),
  buyerDocument: z.string(),
  /** Minor units (Col$ has none: pesos). */
  total: z.number().int(),
  status: z.enum(EINVOICE_DOCUMENT_STATUSES),
  environment: z.enum(['pruebas', 'produccion']),
  attempts: z.number().int(),
  dianStatusCode: z.string().nullable(),
  dianMessages: z.array(dianMessageSchema),
  lastError: z.string().nullable(),
  contingencyType: z.string().nullable(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  hasApplicationResponse: z.boolean(),
  /**
   * When its XML was signed; null while the signature is still to come (it follows the sale's commit
   * by seconds: docs/einvoice.md, "Signing after the commit"). Absent from older servers.
   */
  signedAt: z.string().nullable().optional(),
  /** Present on an adjustment credit note: the DE-POS it voids (its number) and why. */
  adjusts: z.object({ kind: z.literal('nota_credito'), documentNumber: z.string(), reason: z.string() }).optional(),
});
export type EinvoiceDocument = z.infer<typeof einvoiceDocumentSchema>;

/** GET /einvoice/documents: the date filter of the lists, a status, a search on number / buyer / CUDE. */
export const einvoiceDocumentsQuery = dateFilterQuery.extend({
  status: z.enum(EINVOICE_DOCUMENT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type EinvoiceDocumentsQuery = z.infer<typeof einvoiceDocumentsQuery>;

export const einvoiceDocumentsAnswer = z.object({
  documents: z.array(einvoiceDocumentSchema),
  /** Per status over the filtered period, for the filter chips. */
  counts: z.record(z.enum(EINVOICE_DOCUMENT_STATUSES), z.number().int()),
});
export type EinvoiceDocumentsAnswer = z.infer<typeof einvoiceDocumentsAnswer>;

export const EINVOICE_DOCUMENT_MESSAGES = {
  notFound: 'El documento electrónico no existe.',
  retryQueued: 'El documento se enviará de nuevo a la DIAN.',
  retryNotAllowed: 'Solo se reenvían documentos pendientes, rechazados o en contingencia.',
  noApplicationResponse: 'La DIAN aún no ha respondido este documento.',
} as const;

export const EINVOICE_DOCUMENTS_API = {
  list: defineRoute({
    method: 'GET',
    path: '/einvoice/documents',
    query: einvoiceDocumentsQuery,
    answer: einvoiceDocumentsAnswer,
  }),
  /** The signed XML exactly as stored. */
  xml: defineRoute({
    method: 'GET',
    path: '/einvoice/documents/:id/xml',
    answer: textAnswer,
    answerMedia: 'application/xml',
  }),
  /** The DIAN's ApplicationResponse as received; 404 with noApplicationResponse before it answered. */
  applicationResponse: defineRoute({
    method: 'GET',
    path: '/einvoice/documents/:id/application-response',
    answer: textAnswer,
    answerMedia: 'application/xml',
  }),
  /** Queues a pendiente, rechazado or contingencia document for the worker now. */
  retry: defineRoute({ method: 'POST', path: '/einvoice/documents/:id/retry', answer: messageAnswer }),
} as const;
