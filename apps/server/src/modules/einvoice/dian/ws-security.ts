import { createHash, createSign, randomUUID } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { canonicalizeExclusive } from '../c14n.js';
import type { SigningCertificate } from '../certificate.js';
import { el, leaf, XmlNode } from '../xml-text.js';

/**
 * The SOAP 1.2 envelope the DIAN's WcfDianCustomerServices takes: a WS-Security header with the
 * store's certificate as a BinarySecurityToken, a Timestamp, and a signature (RSA-SHA256, exclusive
 * C14N) over the Timestamp and the WS-Addressing To, which points at the BinarySecurityToken.
 */

export const NS = {
  soap: 'http://www.w3.org/2003/05/soap-envelope',
  wcf: 'http://wcf.dian.colombia',
  wsa: 'http://www.w3.org/2005/08/addressing',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

const ALG = {
  excC14n: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
} as const;
const X509_TOKEN = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const BASE64 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
export const ACTION_BASE = 'http://wcf.dian.colombia/IWcfDianCustomerServices/';

/** How long the DIAN may take the message as fresh. */
const TIMESTAMP_TTL_MS = 60_000;

export type EnvelopeOptions = {
  certificate: SigningCertificate;
  /** The operation, e.g. SendBillSync; the body's element and the Action. */
  operation: string;
  /** The body's parameters in order, each a wcf: element with text. */
  parameters: [name: string, value: string][];
  to: string;
  now: Date;
};

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

function parseOne(markup: string): Element {
  const root = new DOMParser().parseFromString(markup, 'text/xml').documentElement;
  if (!root) throw new Error('XML inválido');
  return root;
}

/** Markup built and canonicalised above, placed as is. */
const raw = (markup: string) => new XmlNode(markup);

function reference(id: string, value: string): XmlNode {
  return el(
    'ds:Reference',
    { URI: `#${id}` },
    el('ds:Transforms', null, el('ds:Transform', { Algorithm: ALG.excC14n })),
    el('ds:DigestMethod', { Algorithm: ALG.sha256 }),
    leaf('ds:DigestValue', value),
  );
}

/** The whole envelope as text; the signed elements declare the namespaces they use themselves. */
export function soapEnvelope(opts: EnvelopeOptions): string {
  const id = randomUUID();
  const ids = { ts: `TS-${id}`, token: `X509-${id}`, to: `id-${id}`, sig: `SIG-${id}` };
  const timestamp = el(
    'wsu:Timestamp',
    { 'xmlns:wsu': NS.wsu, 'wsu:Id': ids.ts },
    leaf('wsu:Created', opts.now.toISOString()),
    leaf('wsu:Expires', new Date(opts.now.getTime() + TIMESTAMP_TTL_MS).toISOString()),
  ).markup;
  const to = el('wsa:To', { 'xmlns:wsa': NS.wsa, 'xmlns:wsu': NS.wsu, 'wsu:Id': ids.to }, opts.to).markup;
  const signedInfo = el(
    'ds:SignedInfo',
    { 'xmlns:ds': NS.ds },
    el('ds:CanonicalizationMethod', { Algorithm: ALG.excC14n }),
    el('ds:SignatureMethod', { Algorithm: ALG.rsaSha256 }),
    reference(ids.ts, digest(canonicalizeExclusive(parseOne(timestamp)))),
    reference(ids.to, digest(canonicalizeExclusive(parseOne(to)))),
  ).markup;
  // Exclusive C14N renders only what SignedInfo uses, so it reads the same here as in the envelope.
  const signatureValue = createSign('RSA-SHA256')
    .update(canonicalizeExclusive(parseOne(signedInfo)), 'utf8')
    .sign(opts.certificate.privateKeyPem, 'base64');
  const security = el(
    'wsse:Security',
    { 'xmlns:wsse': NS.wsse, 'xmlns:wsu': NS.wsu, 'soap:mustUnderstand': 'true' },
    raw(timestamp),
    leaf('wsse:BinarySecurityToken', opts.certificate.certificateBase64, {
      EncodingType: BASE64,
      ValueType: X509_TOKEN,
      'wsu:Id': ids.token,
    }),
    el(
      'ds:Signature',
      { 'xmlns:ds': NS.ds, Id: ids.sig },
      raw(signedInfo),
      leaf('ds:SignatureValue', signatureValue),
      el(
        'ds:KeyInfo',
        null,
        el('wsse:SecurityTokenReference', null, el('wsse:Reference', { URI: `#${ids.token}`, ValueType: X509_TOKEN })),
      ),
    ),
  );
  return el(
    'soap:Envelope',
    { 'xmlns:soap': NS.soap, 'xmlns:wcf': NS.wcf },
    el(
      'soap:Header',
      { 'xmlns:wsa': NS.wsa },
      security,
      leaf('wsa:Action', `${ACTION_BASE}${opts.operation}`),
      raw(to),
    ),
    el(
      'soap:Body',
      null,
      el(`wcf:${opts.operation}`, null, ...opts.parameters.map(([name, value]) => leaf(`wcf:${name}`, value))),
    ),
  ).markup;
}
