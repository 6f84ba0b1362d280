import { EINVOICE_MESSAGES as M } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { loadP12, type SigningCertificate } from './certificate.js';
import { buildDePosXml } from './depos-xml.js';
import { documentLines, type DocumentSource, type InvoiceAmounts } from './depos-lines.js';
import type { DePosBuyer, DePosInput, DianPaymentMeans, DianTaxScheme } from './depos-types.js';
import {
  activeRangeRow,
  issuerAddressOf,
  rangeOf,
  readCertificateRow,
  readSettingsRow,
  takeNumbers,
  type RangeRow,
  type SettingsRow,
} from './einvoice.repository.js';
import { unseal } from './einvoice-secrets.js';
import { checkNextNumber } from './numbering.js';
import { checkBuyerIdentity, CONSUMIDOR_FINAL, type BuyerDocumentType } from './nit.js';
import { SOFTWARE_MAKER } from './software-maker.js';
import { signDianXml } from './xades-sign.js';

/**
 * A paid sale the DE-POS cannot be issued for (range used up or out of its dates, settings
 * incomplete): the payment rolls back whole with this Spanish message. Its code survives the SQLite
 * writer thread's message, so the POS submit answers the same 409.
 */
export class EinvoiceRefusal extends HttpError {
  readonly code = 'EINVOICE_REFUSED';
  constructor(message: string) {
    super(409, message);
  }
}

export const isEinvoiceRefusal = (err: unknown): err is Error =>
  err instanceof Error && (err as { code?: unknown }).code === 'EINVOICE_REFUSED';

/** One paid invoice to document: its id, what it charged, and where its lines are. */
export type PaidInvoice = InvoiceAmounts & {
  invoiceId: number;
  tip: number;
  nowIso: string;
  userId: number;
  paymentTypeTitle: string | null;
  terminalId: string | null;
  /** The attached customer's phone: their document, when they have one, names the buyer. */
  customerId: string | null;
  source: DocumentSource;
};

type Issuer = { settings: SettingsRow; range: RangeRow; pin: string; certificate: SigningCertificate };

// Opening a .p12 runs its key derivation: done once per uploaded certificate, per thread.
let opened: { sealed: string; certificate: SigningCertificate } | null = null;

function certificateOf(key: Buffer, sealed: string, sealedPassword: string): SigningCertificate {
  if (opened?.sealed !== sealed) {
    const password = unseal(key, sealedPassword).toString('utf8');
    opened = { sealed, certificate: loadP12(unseal(key, sealed), password) };
  }
  return opened.certificate;
}

/** The store's issuer when e-invoicing is on; null when off (nothing changes for the sale). */
async function issuerOf(tx: Db, key: Buffer): Promise<Issuer | null> {
  const settings = await readSettingsRow(tx);
  if (settings.enabled !== 1) return null;
  const [range, cert] = await Promise.all([activeRangeRow(tx), readCertificateRow(tx)]);
  if (!range || !cert || !settings.software_pin_enc) throw new EinvoiceRefusal(M.notReady);
  try {
    return {
      settings,
      range,
      pin: unseal(key, settings.software_pin_enc).toString('utf8'),
      certificate: certificateOf(key, cert.p12_enc, cert.password_enc),
    };
  } catch (err) {
    // Sealed under another key (EINVOICE_SECRET or the session key changed): a Spanish 409, not a 500.
    throw new EinvoiceRefusal(err instanceof Error ? err.message : M.notReady);
  }
}

function paymentMeansOf(title: string | null): DianPaymentMeans {
  const t = (title ?? '').toLowerCase();
  if (t.includes('efectivo') || t.includes('cash')) return '10';
  if (t.includes('débito') || t.includes('debito')) return '49';
  if (t.includes('tarjeta') || t.includes('crédito') || t.includes('credito')) return '48';
  if (t.includes('transfer') || t.includes('nequi') || t.includes('daviplata')) return '47';
  return 'ZZZ';
}

async function cashierOf(tx: Db, userId: number): Promise<string> {
  const user = await tx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return user?.username ?? String(userId);
}

const FINAL_BUYER: DePosBuyer = {
  type: 'CONSUMIDOR_FINAL',
  dianCode: '13',
  number: CONSUMIDOR_FINAL.id,
  dv: null,
  name: CONSUMIDOR_FINAL.name,
};

/** The attached customer when they have a valid document (checked when typed), else consumidor final. */
async function buyerOf(tx: Db, customerId: string | null): Promise<DePosBuyer> {
  if (customerId === null) return FINAL_BUYER;
  const c = await tx
    .selectFrom('customers')
    .select(['name', 'document_type', 'document_number', 'document_dv'])
    .where('phone', '=', customerId)
    .executeTakeFirst();
  if (!c?.document_type || !c.document_number) return FINAL_BUYER;
  const checked = checkBuyerIdentity({
    type: c.document_type as BuyerDocumentType,
    number: c.document_number,
    dv: c.document_dv,
  });
  return checked.ok ? { ...checked.buyer, name: c.name } : FINAL_BUYER;
}

/**
 * Issue 23: the DE-POS of each paid invoice, inside the payment's transaction. The invoices take
 * consecutive numbers of the active range in one statement (gap-free: a rollback gives them back),
 * each is built from the sale's lines, signed and stored. A number the range cannot give refuses the
 * payment. When e-invoicing is off this is one read and nothing else.
 */
export async function issueDocuments(tx: Db, key: Buffer, invoices: readonly PaidInvoice[]): Promise<void> {
  if (invoices.length === 0) return;
  const issuer = await issuerOf(tx, key);
  if (!issuer) return;
  const { settings: s, range: row, pin, certificate } = issuer;
  const range = rangeOf(row);
  const first = await takeNumbers(tx, row.id, invoices.length);
  for (const [k, invoice] of invoices.entries()) {
    const number = first + k;
    const issuedAt = new Date(invoice.nowIso);
    const check = checkNextNumber(range, number - 1, issuedAt);
    if (!check.ok) throw new EinvoiceRefusal(check.message);
    const input: DePosInput = {
      environment: s.environment === '1' ? '1' : '2',
      issuer: {
        nit: s.nit,
        dv: s.dv,
        legalName: s.legal_name,
        ...(s.trade_name ? { tradeName: s.trade_name } : {}),
        personType: s.person_type === '2' ? '2' : '1',
        taxResponsibilities: JSON.parse(s.tax_responsibilities) as string[],
        taxScheme: s.tax_scheme as DianTaxScheme,
        address: issuerAddressOf(s),
        ...(s.email ? { email: s.email } : {}),
      },
      numbering: range,
      number,
      software: {
        id: s.software_id,
        pin,
        providerNit: s.nit,
        providerDv: s.dv,
        maker: SOFTWARE_MAKER,
      },
      buyer: await buyerOf(tx, invoice.customerId),
      pointOfSale: {
        registerPlate: invoice.terminalId ?? 'CAJA',
        registerLocation: s.address_line,
        cashier: await cashierOf(tx, invoice.userId),
        registerType: 'POS',
        saleCode: String(invoice.invoiceId),
      },
      issuedAt,
      lines: await documentLines(tx, invoice.source, invoice, s.tax_scheme as DianTaxScheme),
      tip: invoice.tip,
      paymentMeans: paymentMeansOf(invoice.paymentTypeTitle),
      payableTotal: invoice.total + invoice.tip,
    };
    const doc = buildDePosXml(input);
    // About 6 ms of CPU on this thread (docs/einvoice.md); see the report on the event loop.
    const xml = signDianXml(doc.xml, { certificate, signingTime: issuedAt });
    await tx
      .insertInto('einvoice_documents')
      .values({
        invoice_id: invoice.invoiceId,
        range_id: row.id,
        number,
        prefix: range.prefix,
        document_number: doc.documentNumber,
        cude: doc.cude,
        qr_text: doc.qrText,
        xml,
        environment: input.environment,
        status: 'pendiente',
        issued_at: invoice.nowIso,
        created_at: invoice.nowIso,
        updated_at: invoice.nowIso,
      })
      .execute();
  }
}
