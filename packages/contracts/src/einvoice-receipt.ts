import { z } from 'zod';
import { defineRoute } from './api-route.js';

/**
 * Issue 23: what a paid sale's receipt prints of its DE-POS (documento equivalente electrónico POS),
 * browser and ESC/POS alike. Sent as an optional `einvoice` on the payment answers and the invoice
 * detail: absent when the sale has no DE-POS, and the receipt prints as before.
 */
export const receiptEinvoiceSchema = z.object({
  issuerName: z.string(),
  /** The issuer's NIT with its check digit, "900123456-7". */
  nit: z.string(),
  resolution: z.object({
    number: z.string(),
    /** AAAA-MM-DD, as the settings store them. */
    date: z.string(),
    prefix: z.string(),
    from: z.number().int(),
    to: z.number().int(),
    validFrom: z.string(),
    validTo: z.string(),
  }),
  /** Prefix and number, "POS1001". */
  documentNumber: z.string(),
  cude: z.string(),
  /** The QR's text exactly as signed into sts:QRCode. */
  qrText: z.string(),
  environment: z.enum(['pruebas', 'produccion']),
  /** The software maker and the software, as FabricanteSoftware names them. */
  softwareMaker: z.string(),
  softwareName: z.string(),
});
export type ReceiptEinvoice = z.infer<typeof receiptEinvoiceSchema>;

/** The legal header: issuer, NIT and the numbering resolution with its prefix, range and validity. */
export function einvoiceHeaderLines(e: ReceiptEinvoice): string[] {
  const r = e.resolution;
  return [
    e.issuerName,
    `NIT ${e.nit}`,
    'Documento equivalente electrónico POS',
    `Resolución DIAN ${r.number} del ${r.date}`,
    `Prefijo ${r.prefix} del ${r.from} al ${r.to}`,
    `Vigencia: ${r.validFrom} a ${r.validTo}`,
  ];
}

export const einvoiceNumberLine = (e: ReceiptEinvoice): string => `DE-POS No. ${e.documentNumber}`;

export const einvoiceCudeLabel = 'CUDE:';

/** The last line: who made the software (Res. 000165/2023 asks for it on the printed document). */
export const einvoiceMakerLine = (e: ReceiptEinvoice): string =>
  `Software ${e.softwareName}, elaborado por ${e.softwareMaker}`;

/** Shown in pruebas only: a document of the test environment has no legal effect. */
export const EINVOICE_TEST_NOTICE = 'Ambiente de pruebas: sin validez fiscal';

/**
 * GET /einvoice/receipt/:id (ORDERS or INVOICES): the DE-POS block of invoice `id` for a receipt
 * printed again from the orders screen (a paid bill, a paid group); `einvoice` absent without one.
 */
export const EINVOICE_RECEIPT_API = {
  ofInvoice: defineRoute({
    method: 'GET',
    path: '/einvoice/receipt/:id',
    answer: z.object({ einvoice: receiptEinvoiceSchema.optional() }),
  }),
} as const;

export const EINVOICE_RECEIPT_MESSAGES = { invoiceNotFound: 'La factura no existe.' } as const;
