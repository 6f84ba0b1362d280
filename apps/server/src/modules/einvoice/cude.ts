import { createHash } from 'node:crypto';
import { dianAmount } from './dian-format.js';

/** 1 producción, 2 pruebas: the annex's TipoAmbiente, also the document's ProfileExecutionID. */
export type DianEnvironment = '1' | '2';

/** The CUDE's fields; amounts in integer centavos, date and time as written in the XML. */
export type CudeInput = {
  /** NumDE: prefix and number, e.g. "POS1234". */
  number: string;
  /** FecDE: YYYY-MM-DD. */
  issueDate: string;
  /** HorDE: HH:mm:ss-05:00. */
  issueTime: string;
  /** ValDE: the value before taxes (LineExtensionAmount). */
  subtotal: number;
  /** Tax 01. */
  iva: number;
  /** Tax 04, the restaurant's impoconsumo. */
  inc: number;
  /** Tax 03. */
  ica: number;
  /** ValTot: what the buyer pays (PayableAmount). */
  total: number;
  /** NitOFE: the issuer's NIT without check digit. */
  issuerNit: string;
  /** NumAdq: the buyer's document number (222222222222 for consumidor final). */
  buyerId: string;
  softwarePin: string;
  environment: DianEnvironment;
};

/** The concatenation the annex hashes, in its order, with the fixed tax codes 01, 04 and 03. */
export function cudeSource(input: CudeInput): string {
  return [
    input.number,
    input.issueDate,
    input.issueTime,
    dianAmount(input.subtotal),
    '01',
    dianAmount(input.iva),
    '04',
    dianAmount(input.inc),
    '03',
    dianAmount(input.ica),
    dianAmount(input.total),
    input.issuerNit,
    input.buyerId,
    input.softwarePin,
    input.environment,
  ].join('');
}

export function sha384Hex(text: string): string {
  return createHash('sha384').update(text, 'utf8').digest('hex');
}

/** CUDE-SHA384: 96 lowercase hex characters. */
export function computeCude(input: CudeInput): string {
  return sha384Hex(cudeSource(input));
}

/** SoftwareSecurityCode = SHA-384(SoftwareID + PIN + document number). */
export function softwareSecurityCode(softwareId: string, pin: string, number: string): string {
  return sha384Hex(`${softwareId}${pin}${number}`);
}
