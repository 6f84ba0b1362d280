import { EINVOICE_MESSAGES as M, type ReceiptEinvoice } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import type { SigningCertificate } from './certificate.js';
import { draftOf } from './depos-draft.js';
import { dePosHead } from './depos-xml.js';
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
import { certificateOf } from './sealed-certificate.js';
import { checkBuyerIdentity, CONSUMIDOR_FINAL, type BuyerDocumentType } from './nit.js';
import { receiptEinvoiceFrom } from './receipt-einvoice.js';
import { SOFTWARE_MAKER } from './software-maker.js';

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

export type Issuer = {
  settings: SettingsRow;
  range: RangeRow;
  pin: string;
  /** The PIN as the settings keep it, sealed: what a draft stores. */
  pinSealed: string;
  certificate: SigningCertificate;
};

/**
 * The store's issuer when e-invoicing is on; null when off (nothing changes for the sale).
 * `evenWhenOff`: the habilitación test set is made before the store switches it on.
 */
export async function issuerOf(tx: Db, key: Buffer, opts: { evenWhenOff?: boolean } = {}): Promise<Issuer | null> {
  const settings = await readSettingsRow(tx);
  if (settings.enabled !== 1 && !opts.evenWhenOff) return null;
  const [range, cert] = await Promise.all([activeRangeRow(tx), readCertificateRow(tx)]);
  if (!range || !cert || !settings.software_pin_enc) throw new EinvoiceRefusal(M.notReady);
  try {
    return {
      settings,
      range,
      pin: unseal(key, settings.software_pin_enc).toString('utf8'),
      pinSealed: settings.software_pin_enc,
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

/** The cashiers of one batch, each read once (a till's batch is mostly one cashier's sales). */
function cashiersOf(tx: Db): (userId: number) => Promise<string> {
  const known = new Map<number, Promise<string>>();
  return (userId) => {
    let name = known.get(userId);
    if (!name) known.set(userId, (name = cashierOf(tx, userId)));
    return name;
  };
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
    .leftJoin('loyalty_members as m', 'm.customer_id', 'customers.phone')
    .select(['name', 'document_type', 'document_number', 'document_dv', 'm.balance'])
    .where('phone', '=', customerId)
    .executeTakeFirst();
  if (!c) return FINAL_BUYER;
  // Issue 24: BeneficiosComprador names the member (by their phone, our programme's code) and the
  // balance after this sale's points, which the payment's transaction has already written.
  const benefits = c.balance != null ? { code: customerId, name: c.name, points: c.balance } : undefined;
  const checked =
    c.document_type && c.document_number
      ? checkBuyerIdentity({ type: c.document_type as BuyerDocumentType, number: c.document_number, dv: c.document_dv })
      : null;
  const buyer = checked?.ok ? { ...checked.buyer, name: c.name } : FINAL_BUYER;
  return benefits ? { ...buyer, benefits } : buyer;
}

/** What every document of the store carries: environment, issuer, numbering and software. */
export function documentBase(issuer: Issuer): Pick<DePosInput, 'environment' | 'issuer' | 'numbering' | 'software'> {
  const { settings: s, range, pin } = issuer;
  return {
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
    numbering: rangeOf(range),
    software: {
      id: s.software_id,
      pin,
      providerNit: s.nit,
      providerDv: s.dv,
      maker: SOFTWARE_MAKER,
    },
  };
}

/**
 * Issue 23: the DE-POS of each paid invoice, inside the payment's transaction. The invoices take
 * consecutive numbers of the active range in one statement (gap-free: a rollback gives them back);
 * each document's content is fixed here (buyer, cashier, lines, totals, CUDE and QR, all the receipt
 * needs) and stored as a draft, all in one INSERT. Its XML is built and signed after the commit
 * (`depos-signing.ts`, docs/einvoice.md "Signing after the commit"). A number the range cannot give
 * refuses the payment. When e-invoicing is off this is one read and nothing else. Answers what each
 * sale's receipt prints of its document, so the POS answer needs no read after the commit.
 */
export async function issueDocuments(
  tx: Db,
  key: Buffer,
  invoices: readonly PaidInvoice[],
): Promise<Map<number, ReceiptEinvoice>> {
  const receipts = new Map<number, ReceiptEinvoice>();
  if (invoices.length === 0) return receipts;
  const issuer = await issuerOf(tx, key);
  if (!issuer) return receipts;
  const { settings: s, range: row } = issuer;
  const range = rangeOf(row);
  const base = documentBase(issuer);
  const first = await takeNumbers(tx, row.id, invoices.length);
  const cashier = cashiersOf(tx);
  const rows = [];
  for (const [k, invoice] of invoices.entries()) {
    const number = first + k;
    const issuedAt = new Date(invoice.nowIso);
    const check = checkNextNumber(range, number - 1, issuedAt);
    if (!check.ok) throw new EinvoiceRefusal(check.message);
    const input: DePosInput = {
      ...base,
      number,
      buyer: await buyerOf(tx, invoice.customerId),
      pointOfSale: {
        registerPlate: invoice.terminalId ?? 'CAJA',
        registerLocation: s.address_line,
        cashier: await cashier(invoice.userId),
        registerType: 'POS',
        saleCode: String(invoice.invoiceId),
      },
      issuedAt,
      lines: await documentLines(tx, invoice.source, invoice, s.tax_scheme as DianTaxScheme),
      tip: invoice.tip,
      paymentMeans: paymentMeansOf(invoice.paymentTypeTitle),
      payableTotal: invoice.total + invoice.tip,
    };
    const head = dePosHead(input);
    const stored = {
      invoice_id: invoice.invoiceId,
      range_id: row.id,
      number,
      prefix: range.prefix,
      document_number: head.documentNumber,
      cude: head.cude,
      qr_text: head.qrText,
      xml: '',
      draft: draftOf(input, issuer.pinSealed),
      buyer_name: input.buyer.name,
      buyer_document: input.buyer.number,
      environment: input.environment,
      status: 'pendiente',
      issued_at: invoice.nowIso,
      created_at: invoice.nowIso,
      updated_at: invoice.nowIso,
    };
    rows.push(stored);
    receipts.set(invoice.invoiceId, receiptEinvoiceFrom(s, { ...row, ...stored }));
  }
  await tx.insertInto('einvoice_documents').values(rows).execute();
  return receipts;
}
