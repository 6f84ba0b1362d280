import { zipFiles } from './zip.js';

/**
 * The names the annex gives the XML and its zip: a prefix, the issuer's NIT in 10 digits, the
 * provider's code (000: the issuer's own software), the year's last two digits and a consecutive
 * in 8 hexadecimal digits (here the document's number, unique within its range and year). A credit
 * note's XML is `nc`, as the invoice annex names notes.
 */
export function dianFileNames(
  nit: string,
  number: number,
  issuedAt: Date,
  kind: DocumentKind = 'depos',
): { xml: string; zip: string } {
  const head = `${nit.padStart(10, '0')}000${String(issuedAt.getUTCFullYear()).slice(-2)}`;
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  if (kind === 'nota_credito') {
    // A note's number starts at 1 beside the range's: its zip takes the top half of the zips'
    // consecutive (bit 31 set), so a note's zip never bears a sale's name.
    return { xml: `nc${head}${hex(number)}.xml`, zip: `z${head}${hex(0x8000_0000 + number)}.zip` };
  }
  return { xml: `fv${head}${hex(number)}.xml`, zip: `z${head}${hex(number)}.zip` };
}

/** What a row of einvoice_documents is: the sale's DE-POS or its adjustment credit note. */
export type DocumentKind = 'depos' | 'nota_credito';

/** The document zipped as the DIAN takes it: one file, named as the annex says. */
export function zippedDocument(
  nit: string,
  number: number,
  issuedAt: Date,
  xml: string,
  kind: DocumentKind = 'depos',
): { fileName: string; zip: Buffer } {
  const names = dianFileNames(nit, number, issuedAt, kind);
  return { fileName: names.zip, zip: zipFiles([{ name: names.xml, data: xml }], issuedAt) };
}
