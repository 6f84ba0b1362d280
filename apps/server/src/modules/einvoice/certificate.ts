import { createHash, createPrivateKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** What the signer and the settings page need from the store's .p12. */
export type SigningCertificate = {
  privateKeyPem: string;
  /** The key parsed once: signing with the PEM text would parse it again on every sale (about 1 ms). */
  privateKey: KeyObject;
  certificatePem: string;
  /** The certificate in DER, base64, as ds:X509Certificate holds it. */
  certificateBase64: string;
  /** SHA-256 of the DER certificate, base64: xades:CertDigest. */
  certificateDigest: string;
  /** RFC 4514 text of the issuer, most specific first: ds:X509IssuerName. */
  issuerName: string;
  /** Decimal serial number: ds:X509SerialNumber. */
  serialNumber: string;
  /** Common name (and organisation when present) of the holder, for the settings page. */
  holder: string;
  notBefore: Date;
  notAfter: Date;
};

export type CertificateStatus = { expired: boolean; expiresSoon: boolean; daysLeft: number };

const EXPIRY_WARNING_MS = 30 * 86_400_000;

export class CertificateError extends Error {}

/** Opens a PKCS#12 with its password; a wrong password or a file without key and certificate is refused in Spanish. */
export function loadP12(p12: Buffer, password: string): SigningCertificate {
  let bundle: forge.pkcs12.Pkcs12Pfx;
  try {
    bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), password);
  } catch {
    throw new CertificateError(
      'No se pudo abrir el certificado: la contraseña no es correcta o el archivo no es un .p12 válido.',
    );
  }
  const keys = [
    ...(bundle.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(bundle.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ].flatMap((bag) => (bag.key ? [bag.key as forge.pki.rsa.PrivateKey] : []));
  const certs = (bundle.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  const key = keys[0];
  // A CA's .p12 often carries its chain: the signing certificate is the one whose key we hold.
  const cert = key ? certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n)) : undefined;
  if (!key || !cert)
    throw new CertificateError('El archivo .p12 no contiene una llave privada RSA con su certificado.');

  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const privateKeyPem = forge.pki.privateKeyToPem(key);
  return {
    privateKeyPem,
    privateKey: createPrivateKey(privateKeyPem),
    certificatePem: forge.pki.certificateToPem(cert),
    certificateBase64: der.toString('base64'),
    certificateDigest: createHash('sha256').update(der).digest('base64'),
    issuerName: distinguishedName(cert.issuer.attributes),
    serialNumber: BigInt(`0x${cert.serialNumber}`).toString(10),
    holder: holderName(cert.subject.attributes),
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
  };
}

export function certificateStatus(cert: Pick<SigningCertificate, 'notAfter'>, now: Date): CertificateStatus {
  const left = cert.notAfter.getTime() - now.getTime();
  return { expired: left <= 0, expiresSoon: left <= EXPIRY_WARNING_MS, daysLeft: Math.floor(left / 86_400_000) };
}

type DnAttribute = { shortName?: string; type?: string; value?: unknown };

function holderName(attributes: DnAttribute[]): string {
  const value = (name: string) => attributes.find((a) => a.shortName === name)?.value;
  const cn = value('CN');
  const org = value('O');
  return [cn, org].filter((v): v is string => typeof v === 'string' && v !== '').join(' — ');
}

function escapeDnValue(value: string): string {
  return value
    .replace(/([,+"\\<>;])/g, '\\$1')
    .replace(/^([ #])/, '\\$1')
    .replace(/ $/, '\\ ');
}

/** RFC 4514: attributes in reverse order of the certificate, "CN=…,O=…,C=CO". */
function distinguishedName(attributes: DnAttribute[]): string {
  return [...attributes]
    .reverse()
    .map((a) => `${a.shortName ?? a.type ?? ''}=${escapeDnValue(String(a.value ?? ''))}`)
    .join(',');
}
