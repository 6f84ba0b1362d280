import { createHash, createSign, randomUUID } from 'node:crypto';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { canonicalize } from './c14n.js';
import type { SigningCertificate } from './certificate.js';
import { bogotaTimestamp } from './dian-format.js';
import { el, leaf, type XmlNode } from './xml-text.js';

/**
 * XAdES-EPES enveloped signature of a DIAN document, placed in its last (empty) ExtensionContent:
 * RSA-SHA256 over inclusive C14N, three references (the document minus the signature, KeyInfo,
 * SignedProperties) and the DIAN signature policy v2. The signature is spliced into the text as it
 * came; nothing else of the document is re-serialised, so what was hashed is what is sent.
 */

export const DIAN_POLICY = {
  url: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  /** SHA-256 of the policy PDF, base64, as the DIAN publishes it. */
  sha256: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
} as const;

const ALG = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  signedProps: 'http://uri.etsi.org/01903#SignedProperties',
} as const;
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const EXT = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';
const EMPTY_SLOT = '<ext:ExtensionContent/>';

export type SignOptions = {
  certificate: SigningCertificate;
  signingTime: Date;
  /** Defaults to a random UUID; fixed in tests that compare output. */
  signatureId?: string;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

function parse(xml: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(`XML inválido: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
}

function byId(doc: Document, id: string): Element {
  const found = Array.from(doc.getElementsByTagName('*')).find((e) => e.getAttribute('Id') === id);
  if (!found) throw new Error(`No se encontró el elemento ${id} en el documento firmado.`);
  return found;
}

type Digests = { document: string; keyInfo: string; signedProps: string };

function reference(uri: string, digest: string, attrs: Record<string, string>, transform: string): XmlNode {
  return el(
    'ds:Reference',
    { ...attrs, URI: uri },
    el('ds:Transforms', null, el('ds:Transform', { Algorithm: transform })),
    el('ds:DigestMethod', { Algorithm: ALG.sha256 }),
    leaf('ds:DigestValue', digest),
  );
}

function signatureMarkup(id: string, opts: SignOptions, digests: Digests, signatureValue: string): string {
  const cert = opts.certificate;
  const signedInfo = el(
    'ds:SignedInfo',
    null,
    el('ds:CanonicalizationMethod', { Algorithm: ALG.c14n }),
    el('ds:SignatureMethod', { Algorithm: ALG.rsaSha256 }),
    reference('', digests.document, { Id: `${id}-ref0` }, ALG.enveloped),
    reference(`#${id}-keyinfo`, digests.keyInfo, {}, ALG.c14n),
    reference(`#${id}-signedprops`, digests.signedProps, { Type: ALG.signedProps }, ALG.c14n),
  );
  const digestOf = (value: string) => [el('ds:DigestMethod', { Algorithm: ALG.sha256 }), leaf('ds:DigestValue', value)];
  const signedProperties = el(
    'xades:SignedProperties',
    { Id: `${id}-signedprops` },
    el(
      'xades:SignedSignatureProperties',
      null,
      leaf('xades:SigningTime', bogotaTimestamp(opts.signingTime)),
      el(
        'xades:SigningCertificate',
        null,
        el(
          'xades:Cert',
          null,
          el('xades:CertDigest', null, ...digestOf(cert.certificateDigest)),
          el(
            'xades:IssuerSerial',
            null,
            leaf('ds:X509IssuerName', cert.issuerName),
            leaf('ds:X509SerialNumber', cert.serialNumber),
          ),
        ),
      ),
      el(
        'xades:SignaturePolicyIdentifier',
        null,
        el(
          'xades:SignaturePolicyId',
          null,
          el('xades:SigPolicyId', null, leaf('xades:Identifier', DIAN_POLICY.url)),
          el('xades:SigPolicyHash', null, ...digestOf(DIAN_POLICY.sha256)),
        ),
      ),
      el('xades:SignerRole', null, el('xades:ClaimedRoles', null, leaf('xades:ClaimedRole', 'supplier'))),
    ),
  );
  return el(
    'ds:Signature',
    { 'xmlns:ds': DS, Id: id },
    signedInfo,
    leaf('ds:SignatureValue', signatureValue, { Id: `${id}-sigvalue` }),
    el(
      'ds:KeyInfo',
      { Id: `${id}-keyinfo` },
      el('ds:X509Data', null, leaf('ds:X509Certificate', cert.certificateBase64)),
    ),
    el(
      'ds:Object',
      null,
      el(
        'xades:QualifyingProperties',
        { 'xmlns:xades': 'http://uri.etsi.org/01903/v1.3.2#', Target: `#${id}` },
        signedProperties,
      ),
    ),
  ).markup;
}

/** Where the signature goes: the last ExtensionContent, which must be empty and written as `<ext:ExtensionContent/>`. */
function signatureSlot(xml: string): number {
  const contents = Array.from(parse(xml).getElementsByTagNameNS(EXT, 'ExtensionContent'));
  const last = contents.at(-1);
  if (!last || last.childNodes.length > 0)
    throw new Error('El documento no tiene una última ExtensionContent vacía para la firma.');
  const emptyCount = contents.filter((c) => c.childNodes.length === 0).length;
  const textCount = xml.split(EMPTY_SLOT).length - 1;
  if (emptyCount !== textCount)
    throw new Error('La última ExtensionContent debe estar escrita como <ext:ExtensionContent/>.');
  return xml.lastIndexOf(EMPTY_SLOT);
}

export function signDianXml(xml: string, opts: SignOptions): string {
  const id = `xmldsig-${opts.signatureId ?? randomUUID()}`;
  const at = signatureSlot(xml);
  const splice = (signature: string) =>
    `${xml.slice(0, at)}<ext:ExtensionContent>${signature}</ext:ExtensionContent>${xml.slice(at + EMPTY_SLOT.length)}`;

  // Pass 1: the signature with empty digests, to canonicalise the references in their real context.
  const draft = parse(splice(signatureMarkup(id, opts, { document: '', keyInfo: '', signedProps: '' }, '')));
  const signatureNode = byId(draft, id);
  const root = draft.documentElement;
  if (!root) throw new Error('XML sin elemento raíz.');
  const digests: Digests = {
    document: sha256(canonicalize(root, signatureNode)),
    keyInfo: sha256(canonicalize(byId(draft, `${id}-keyinfo`))),
    signedProps: sha256(canonicalize(byId(draft, `${id}-signedprops`))),
  };

  // Pass 2: the digests in place, then SignedInfo canonicalised in context and signed.
  const withDigests = parse(splice(signatureMarkup(id, opts, digests, '')));
  const signedInfo = byId(withDigests, id).getElementsByTagNameNS(DS, 'SignedInfo').item(0);
  if (!signedInfo) throw new Error('Falta SignedInfo.');
  const signatureValue = createSign('RSA-SHA256')
    .update(canonicalize(signedInfo), 'utf8')
    .sign(opts.certificate.privateKeyPem, 'base64');
  return splice(signatureMarkup(id, opts, digests, signatureValue));
}
