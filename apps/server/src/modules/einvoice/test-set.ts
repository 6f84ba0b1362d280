import fs from 'node:fs';
import { EINVOICE_MESSAGES } from '@comandero/contracts';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import { CREDIT_NOTE_KIND, takeNoteNumber } from './adjustment-note.js';
import { buildCreditNoteXml } from './adjustment-note-xml.js';
import { documentBase, EinvoiceRefusal, issuerOf } from './depos-issue.js';
import { buildDePosXml } from './depos-xml.js';
import type { DePosBuyer, DePosInput, DePosLine, DianPaymentMeans } from './depos-types.js';
import { takeNumbers } from './einvoice.repository.js';
import { CONSUMIDOR_FINAL, nitCheckDigit } from './nit.js';
import { checkNextNumber } from './numbering.js';
import { signOffTheLoop } from './signer-thread.js';

/**
 * Issue 23: the habilitación test set. Before the DIAN enables a store's POS documents, it asks for a
 * number of accepted documents sent with the store's TestSetId (the portal's "Detalles del set de
 * pruebas" says how many). This builds that many sales as the store would issue them (its issuer,
 * software, certificate and the numbers of its active range, in pruebas only), varied the way the
 * DIAN's rules look at them: INC 8 %, IVA 19 % and untaxed lines, consumidor final and identified
 * buyers (CC, NIT with its check digit), cash and card, with and without a tip; and writes each
 * signed XML to a file. The numbers are taken like a sale's, once and gap-free: they are spent.
 * The DIAN's set also asks for adjustment notes: `notes` credit notes void the set's first documents
 * (each referencing its CUDE), numbered from the notes' own consecutive like a void's.
 */

export const TEST_SET_MESSAGES = {
  notTest: 'El set de pruebas solo se genera con la facturación electrónica en ambiente de pruebas.',
  notReady:
    'Configure primero la facturación electrónica (emisor, PIN, certificado y numeración activa) en ambiente de pruebas.',
  countInvalid: 'El número de documentos del set de pruebas va de 1 a 100.',
  notesInvalid: 'Las notas crédito del set de pruebas van de 0 al número de documentos.',
} as const;

const MENU: DePosLine[] = [
  {
    code: 'BP-01',
    description: 'Bandeja paisa',
    quantity: 1,
    net: 3_000_000,
    tax: { scheme: '04', rateBp: 800, amount: 240_000 },
  },
  {
    code: 'AJ-02',
    description: 'Ajiaco santafereño',
    quantity: 2,
    net: 5_000_000,
    tax: { scheme: '04', rateBp: 800, amount: 400_000 },
  },
  {
    code: 'GA-03',
    description: 'Gaseosa 400 ml',
    quantity: 1,
    net: 500_000,
    tax: { scheme: '01', rateBp: 1900, amount: 95_000 },
  },
  { code: 'AG-04', description: 'Agua sin gas', quantity: 3, net: 900_000, tax: null },
];

const NIT_BUYER = '900123456';
const BUYERS: DePosBuyer[] = [
  { type: 'CONSUMIDOR_FINAL', dianCode: '13', number: CONSUMIDOR_FINAL.id, dv: null, name: CONSUMIDOR_FINAL.name },
  { type: 'CC', dianCode: '13', number: '1020304050', dv: null, name: 'Cliente de Prueba' },
  {
    type: 'NIT',
    dianCode: '31',
    number: NIT_BUYER,
    dv: String(nitCheckDigit(NIT_BUYER)),
    name: 'Empresa de Prueba S.A.S.',
  },
];
const MEANS: DianPaymentMeans[] = ['10', '48', '49', '47'];

/** The k-th sale of the set: a rotating slice of the menu, buyer and payment means; a tip on every third. */
function saleOf(k: number): Pick<DePosInput, 'buyer' | 'lines' | 'tip' | 'paymentMeans' | 'payableTotal'> {
  const lines = MENU.filter((_, i) => i === k % MENU.length || i === (k + 1) % MENU.length || k % 4 === 3);
  const total = lines.reduce((sum, l) => sum + l.net + (l.tax?.amount ?? 0), 0);
  const tip = k % 3 === 2 ? Math.round(total / 10 / 100) * 100 : 0;
  return {
    buyer: BUYERS[k % BUYERS.length],
    lines,
    tip,
    paymentMeans: MEANS[k % MEANS.length],
    payableTotal: total + tip,
  };
}

export type TestSetResult = {
  files: string[];
  documentNumbers: string[];
  /** The credit notes, in the order of the documents they void. */
  noteFiles: string[];
  noteNumbers: string[];
};

/** Builds, signs and writes `count` documents into `outDir` (created if missing). */
export async function exportTestSet(
  db: Db,
  key: Buffer,
  opts: { count: number; notes?: number; outDir: string; now: Date; cashier: string },
): Promise<TestSetResult> {
  if (!Number.isInteger(opts.count) || opts.count < 1 || opts.count > 100) {
    throw new EinvoiceRefusal(TEST_SET_MESSAGES.countInvalid);
  }
  const notes = opts.notes ?? 0;
  if (!Number.isInteger(notes) || notes < 0 || notes > opts.count) {
    throw new EinvoiceRefusal(TEST_SET_MESSAGES.notesInvalid);
  }
  const written: string[] = [];
  try {
    return await db.transaction().execute(async (tx) => {
      const issuer = await issuerOf(tx, key, { evenWhenOff: true }).catch((err: unknown) => {
        // The sale's wording ("no se puede cobrar") does not fit here; a sealing problem keeps its own.
        throw new EinvoiceRefusal(
          err instanceof Error && err.message !== EINVOICE_MESSAGES.notReady ? err.message : TEST_SET_MESSAGES.notReady,
        );
      });
      if (!issuer) throw new EinvoiceRefusal(TEST_SET_MESSAGES.notReady);
      if (issuer.settings.environment !== '2') throw new EinvoiceRefusal(TEST_SET_MESSAGES.notTest);
      const base = documentBase(issuer);
      const first = await takeNumbers(tx, issuer.range.id, opts.count);
      fs.mkdirSync(opts.outDir, { recursive: true });
      const documentNumbers: string[] = [];
      const signed: string[] = [];
      for (let k = 0; k < opts.count; k++) {
        const number = first + k;
        const check = checkNextNumber(base.numbering, number - 1, opts.now);
        if (!check.ok) throw new EinvoiceRefusal(check.message);
        const doc = buildDePosXml({
          ...base,
          ...saleOf(k),
          number,
          issuedAt: opts.now,
          pointOfSale: {
            registerPlate: 'CAJA-PRUEBAS',
            registerLocation: issuer.settings.address_line,
            cashier: opts.cashier,
            registerType: 'POS',
            saleCode: `PRUEBA-${k + 1}`,
          },
        });
        const xml = await signOffTheLoop(doc.xml, { certificate: issuer.certificate, signingTime: opts.now });
        const file = path.join(opts.outDir, `${doc.documentNumber}.xml`);
        fs.writeFileSync(file, xml);
        written.push(file);
        signed.push(xml);
        documentNumbers.push(doc.documentNumber);
      }
      const files = [...written];
      const noteNumbers: string[] = [];
      for (const originalXml of signed.slice(0, notes)) {
        const { prefix, number } = await takeNoteNumber(tx, CREDIT_NOTE_KIND);
        const note = buildCreditNoteXml({
          originalXml,
          documentNumber: `${prefix}${number}`,
          issuedAt: opts.now,
          reason: 'Anulación de prueba del set de habilitación',
          software: base.software,
        });
        const xml = await signOffTheLoop(note.xml, { certificate: issuer.certificate, signingTime: opts.now });
        const file = path.join(opts.outDir, `${note.documentNumber}.xml`);
        fs.writeFileSync(file, xml);
        written.push(file);
        noteNumbers.push(note.documentNumber);
      }
      return { files, documentNumbers, noteFiles: written.slice(files.length), noteNumbers };
    });
  } catch (err) {
    // The numbers went back with the rollback: files for them must not stay behind.
    for (const file of written) fs.rmSync(file, { force: true });
    throw err;
  }
}
