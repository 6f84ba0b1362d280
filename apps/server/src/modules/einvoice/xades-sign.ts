import { createHash, createSign, randomUUID } from 'node:crypto';
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
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const EMPTY_SLOT = '<ext:ExtensionContent></ext:ExtensionContent>';

export type SignOptions = {
  certificate: SigningCertificate;
  signingTime: Date;
  /** Defaults to a random UUID; fixed in tests that compare output. */
  signatureId?: string;
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

type Digests = { document: string; keyInfo: string; signedProps: string };
/** Namespace declarations (`xmlns`, `xmlns:p`) an element carries, as attributes for `el`. */
type Declarations = Record<string, string>;

function reference(uri: string, digest: string, attrs: Record<string, string>, transform: string): XmlNode {
  return el(
    'ds:Reference',
    { ...attrs, URI: uri },
    el('ds:Transforms', null, el('ds:Transform', { Algorithm: transform })),
    el('ds:DigestMethod', { Algorithm: ALG.sha256 }),
    leaf('ds:DigestValue', digest),
  );
}

/**
 * The three signed parts. Each is built twice: as it sits in the document, and with every namespace
 * in scope declared on it (`scope`), which is its canonical text as a reference (inclusive C14N of a
 * subset renders the ancestors' declarations on its apex).
 */
function signedInfoNode(id: string, digests: Digests, scope: Declarations = {}): XmlNode {
  return el(
    'ds:SignedInfo',
    scope,
    el('ds:CanonicalizationMethod', { Algorithm: ALG.c14n }),
    el('ds:SignatureMethod', { Algorithm: ALG.rsaSha256 }),
    reference('', digests.document, { Id: `${id}-ref0` }, ALG.enveloped),
    reference(`#${id}-keyinfo`, digests.keyInfo, {}, ALG.c14n),
    reference(`#${id}-signedprops`, digests.signedProps, { Type: ALG.signedProps }, ALG.c14n),
  );
}

function keyInfoNode(id: string, cert: SigningCertificate, scope: Declarations = {}): XmlNode {
  return el(
    'ds:KeyInfo',
    { ...scope, Id: `${id}-keyinfo` },
    el('ds:X509Data', null, leaf('ds:X509Certificate', cert.certificateBase64)),
  );
}

function signedPropertiesNode(id: string, opts: SignOptions, scope: Declarations = {}): XmlNode {
  const cert = opts.certificate;
  const digestOf = (value: string) => [el('ds:DigestMethod', { Algorithm: ALG.sha256 }), leaf('ds:DigestValue', value)];
  return el(
    'xades:SignedProperties',
    { ...scope, Id: `${id}-signedprops` },
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
}

function signatureMarkup(id: string, opts: SignOptions, digests: Digests, signatureValue: string): string {
  return el(
    'ds:Signature',
    { 'xmlns:ds': DS, Id: id },
    signedInfoNode(id, digests),
    leaf('ds:SignatureValue', signatureValue, { Id: `${id}-sigvalue` }),
    keyInfoNode(id, opts.certificate),
    el(
      'ds:Object',
      null,
      el('xades:QualifyingProperties', { 'xmlns:xades': XADES, Target: `#${id}` }, signedPropertiesNode(id, opts)),
    ),
  ).markup;
}

const DECLARATION = /^<\?xml[^?]*\?>/;
const ROOT_START = /^<[^\s/>]+((?:\s+[^\s=]+="[^"]*")*)\s*>/;
const ATTRIBUTE = /\s+([^\s=]+)="([^"]*)"/g;

/** The root's namespace declarations, the only ones a document of xml-text.ts carries. */
function rootDeclarations(canonicalText: string): Declarations {
  const start = ROOT_START.exec(canonicalText);
  if (!start) throw new Error('El documento a firmar no empieza con su elemento raíz.');
  const found: Declarations = {};
  for (const [, name, value] of start[1].matchAll(ATTRIBUTE)) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) found[name] = value;
  }
  return found;
}

/**
 * Signs a document built with xml-text.ts (whose text is canonical, see there) without parsing it: the
 * document's reference is the hash of its text minus the XML declaration (the enveloped signature
 * leaves the empty slot as built), and each signed part is hashed as built with the namespaces in
 * scope. A verifier canonicalising the result gets the same bytes; the tests hold it to that.
 */
export function signDianXml(xml: string, opts: SignOptions): string {
  const id = `xmldsig-${opts.signatureId ?? randomUUID()}`;
  const at = xml.lastIndexOf(EMPTY_SLOT);
  // The signature sits alone in the document's last ExtensionContent, which the builder left empty.
  if (at < 0 || xml.includes('<ext:ExtensionContent', at + EMPTY_SLOT.length)) {
    throw new Error('El documento no tiene una última ExtensionContent vacía para la firma.');
  }
  const canonicalText = xml.replace(DECLARATION, '');
  const inRoot = rootDeclarations(canonicalText);
  const inSignature = { ...inRoot, 'xmlns:ds': DS };
  const inQualifying = { ...inSignature, 'xmlns:xades': XADES };
  const digests: Digests = {
    document: sha256(canonicalText),
    keyInfo: sha256(keyInfoNode(id, opts.certificate, inSignature).markup),
    signedProps: sha256(signedPropertiesNode(id, opts, inQualifying).markup),
  };
  const signatureValue = createSign('RSA-SHA256')
    .update(signedInfoNode(id, digests, inSignature).markup, 'utf8')
    .sign(opts.certificate.privateKey, 'base64');
  const signature = signatureMarkup(id, opts, digests, signatureValue);
  return `${xml.slice(0, at)}<ext:ExtensionContent>${signature}</ext:ExtensionContent>${xml.slice(at + EMPTY_SLOT.length)}`;
}
