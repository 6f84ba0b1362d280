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
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
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

function only(list: { length: number; item(i: number): Element | null }, what: string): Element {
  const found = list.length === 1 ? list.item(0) : null;
  if (!found) throw new Error(`La firma debe tener exactamente un ${what}.`);
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
      el('xades:QualifyingProperties', { 'xmlns:xades': XADES, Target: `#${id}` }, signedProperties),
    ),
  ).markup;
}

/** The signature must sit alone in the document's last ExtensionContent, which the caller left empty. */
function assertLastSlot(doc: Document, signature: Element): void {
  const contents = doc.getElementsByTagNameNS(EXT, 'ExtensionContent');
  const slot = signature.parentNode;
  if (slot !== contents.item(contents.length - 1) || slot?.childNodes.length !== 1) {
    throw new Error('El documento no tiene una última ExtensionContent vacía para la firma.');
  }
}

const EMPTY_DIGESTS: Digests = { document: '', keyInfo: '', signedProps: '' };

export function signDianXml(xml: string, opts: SignOptions): string {
  const id = `xmldsig-${opts.signatureId ?? randomUUID()}`;
  const at = xml.lastIndexOf(EMPTY_SLOT);
  if (at < 0) throw new Error('El documento no tiene una última ExtensionContent vacía para la firma.');
  const splice = (signature: string) =>
    `${xml.slice(0, at)}<ext:ExtensionContent>${signature}</ext:ExtensionContent>${xml.slice(at + EMPTY_SLOT.length)}`;

  // The signature with empty digests, parsed once, so each reference is canonicalised in its real context.
  const draft = parse(splice(signatureMarkup(id, opts, EMPTY_DIGESTS, '')));
  const root = draft.documentElement;
  const signature = only(draft.getElementsByTagNameNS(DS, 'Signature'), 'ds:Signature');
  if (!root || signature.getAttribute('Id') !== id) throw new Error('El documento ya tenía una firma.');
  assertLastSlot(draft, signature);
  const keyInfo = only(signature.getElementsByTagNameNS(DS, 'KeyInfo'), 'ds:KeyInfo');
  const signedProps = only(signature.getElementsByTagNameNS(XADES, 'SignedProperties'), 'xades:SignedProperties');
  const digests: Digests = {
    document: sha256(canonicalize(root, signature)),
    keyInfo: sha256(canonicalize(keyInfo)),
    signedProps: sha256(canonicalize(signedProps)),
  };

  // The digests go into the draft's SignedInfo as the text the final document will carry (base64
  // needs no escaping), so SignedInfo is canonicalised and signed without parsing again.
  const signedInfo = only(signature.getElementsByTagNameNS(DS, 'SignedInfo'), 'ds:SignedInfo');
  const digestValues = signedInfo.getElementsByTagNameNS(DS, 'DigestValue');
  [digests.document, digests.keyInfo, digests.signedProps].forEach((value, i) => {
    digestValues.item(i)?.appendChild(draft.createTextNode(value));
  });
  const signatureValue = createSign('RSA-SHA256')
    .update(canonicalize(signedInfo), 'utf8')
    .sign(opts.certificate.privateKeyPem, 'base64');
  return splice(signatureMarkup(id, opts, digests, signatureValue));
}
