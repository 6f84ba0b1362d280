import type { DianEnvironment } from './cude.js';
import { dianAmount } from './dian-format.js';

const SEARCH_HOSTS: Record<DianEnvironment, string> = {
  '1': 'https://catalogo-vpfe.dian.gov.co',
  '2': 'https://catalogo-vpfe-hab.dian.gov.co',
};

/** The DIAN's public page for a document, the link a buyer's phone opens from the receipt. */
export function dianSearchUrl(cude: string, environment: DianEnvironment): string {
  return `${SEARCH_HOSTS[environment]}/document/searchqr?documentkey=${cude}`;
}

export type DePosQrInput = {
  number: string;
  issueDate: string;
  issueTime: string;
  issuerNit: string;
  buyerId: string;
  /** Centavos: value before taxes, IVA, the other taxes (INC, ICA), and the total. */
  subtotal: number;
  iva: number;
  otherTaxes: number;
  total: number;
  cude: string;
  environment: DianEnvironment;
};

/**
 * The QR's text, also written into sts:QRCode: one "Name: value" line per field, in the annex's
 * order, and the search link last so any phone reader offers to open it.
 */
export function dePosQrText(input: DePosQrInput): string {
  return [
    `NumDE: ${input.number}`,
    `FecDE: ${input.issueDate}`,
    `HorDE: ${input.issueTime}`,
    `NitOFE: ${input.issuerNit}`,
    `DocAdq: ${input.buyerId}`,
    `ValDE: ${dianAmount(input.subtotal)}`,
    `ValIva: ${dianAmount(input.iva)}`,
    `ValOtroIm: ${dianAmount(input.otherTaxes)}`,
    `ValTolDE: ${dianAmount(input.total)}`,
    `CUDE: ${input.cude}`,
    `QRCode: ${dianSearchUrl(input.cude, input.environment)}`,
  ].join('\n');
}
