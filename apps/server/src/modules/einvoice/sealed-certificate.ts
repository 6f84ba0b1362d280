import { loadP12, type SigningCertificate } from './certificate.js';
import { unseal } from './einvoice-secrets.js';

// Opening a .p12 runs its key derivation: done once per uploaded certificate, per thread.
let opened: { sealed: string; certificate: SigningCertificate } | null = null;

/** The store's signing certificate from its sealed .p12 and password, opened once per upload. */
export function certificateOf(key: Buffer, sealed: string, sealedPassword: string): SigningCertificate {
  if (opened?.sealed !== sealed) {
    const password = unseal(key, sealedPassword).toString('utf8');
    opened = { sealed, certificate: loadP12(unseal(key, sealed), password) };
  }
  return opened.certificate;
}
