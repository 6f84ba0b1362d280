import { zipFiles } from './zip.js';

/**
 * The names the annex gives the XML and its zip: a prefix, the issuer's NIT in 10 digits, the
 * provider's code (000: the issuer's own software), the year's last two digits and a consecutive
 * in 8 hexadecimal digits (here the document's number, unique within its range and year).
 */
export function dianFileNames(nit: string, number: number, issuedAt: Date): { xml: string; zip: string } {
  const base = `${nit.padStart(10, '0')}000${String(issuedAt.getUTCFullYear()).slice(-2)}${number.toString(16).padStart(8, '0')}`;
  return { xml: `fv${base}.xml`, zip: `z${base}.zip` };
}

/** The document zipped as the DIAN takes it: one file, named as the annex says. */
export function zippedDocument(
  nit: string,
  number: number,
  issuedAt: Date,
  xml: string,
): { fileName: string; zip: Buffer } {
  const names = dianFileNames(nit, number, issuedAt);
  return { fileName: names.zip, zip: zipFiles([{ name: names.xml, data: xml }], issuedAt) };
}
