import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The e-invoicing secrets (the software PIN, the .p12 and its password) are stored sealed with
 * AES-256-GCM under a key that is never in the database, so a copy of the database alone cannot sign
 * a document in the store's name. The key is EINVOICE_SECRET when set; otherwise it is derived (HKDF)
 * from the session key, which itself lives in SESSION_SECRET or DATA_DIR/session-secret. A store that
 * rotates the session key without EINVOICE_SECRET must upload the certificate and PIN again.
 */
export function einvoiceKeyOf(einvoiceSecret: string | undefined, sessionSecret: string): Buffer {
  const source = einvoiceSecret ?? sessionSecret;
  return Buffer.from(hkdfSync('sha256', source, 'comandero', 'einvoice-secrets v1', 32));
}

const VERSION = 'v1';

/** `v1:` + base64 of IV (12) ‖ tag (16) ‖ ciphertext. */
export function seal(key: Buffer, plain: Buffer | string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([
    cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain),
    cipher.final(),
  ]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export class SealError extends Error {}

/** Throws SealError when the text was sealed under another key or was altered. */
export function unseal(key: Buffer, sealed: string): Buffer {
  const [version, data] = sealed.split(':');
  if (version !== VERSION || !data) throw new SealError('Secreto con un formato desconocido.');
  const raw = Buffer.from(data, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  } catch {
    throw new SealError(
      'Los secretos de facturación electrónica no se pueden abrir con la clave actual (¿cambió EINVOICE_SECRET o la clave de sesión?). Cargue de nuevo el certificado y el PIN.',
    );
  }
}
