import { createPublicKey, createSign, createVerify, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeTestP12 } from '../../../test/fixtures/einvoice.js';
import { certificateStatus, CertificateError, loadP12 } from './certificate.js';

const notBefore = new Date('2026-01-01T00:00:00Z');
const notAfter = new Date('2027-01-01T00:00:00Z');
const p12 = makeTestP12({ password: 'clave-secreta', notBefore, notAfter, holder: 'La Fonda de Prueba' });

describe('loadP12', () => {
  it('opens the bundle with its password: the holder, the expiry, and a key that matches the certificate', () => {
    const cert = loadP12(p12, 'clave-secreta');
    expect(cert.holder).toBe('La Fonda de Prueba — Restaurante de Prueba S.A.S.');
    expect(cert.notAfter.toISOString()).toBe(notAfter.toISOString());
    expect(cert.serialNumber).toBe(BigInt('0x0a1b2c3d4e5f').toString());
    expect(cert.issuerName).toBe('CN=CA de Prueba Comandero,O=Restaurante de Prueba S.A.S.,C=CO');
    // The bundle also holds the CA: the chosen certificate is the one the private key signs for.
    const signature = createSign('RSA-SHA256').update('hola').sign(cert.privateKeyPem);
    const x509 = new X509Certificate(cert.certificatePem);
    expect(
      createVerify('RSA-SHA256')
        .update('hola')
        .verify(createPublicKey(x509.publicKey.export({ type: 'spki', format: 'pem' })), signature),
    ).toBe(true);
    expect(Buffer.from(cert.certificateBase64, 'base64').equals(x509.raw)).toBe(true);
  });

  it('refuses a wrong password with a Spanish message', () => {
    expect(() => loadP12(p12, 'otra')).toThrow(CertificateError);
    expect(() => loadP12(p12, 'otra')).toThrow(
      'No se pudo abrir el certificado: la contraseña no es correcta o el archivo no es un .p12 válido.',
    );
    expect(() => loadP12(Buffer.from('no es un p12'), 'clave-secreta')).toThrow(CertificateError);
  });
});

describe('certificateStatus', () => {
  it('warns from 30 days before expiry and flags an expired certificate', () => {
    expect(certificateStatus({ notAfter }, new Date('2026-12-01T00:00:00Z'))).toEqual({
      expired: false,
      expiresSoon: false,
      daysLeft: 31,
    });
    expect(certificateStatus({ notAfter }, new Date('2026-12-02T00:00:00Z'))).toEqual({
      expired: false,
      expiresSoon: true,
      daysLeft: 30,
    });
    expect(certificateStatus({ notAfter }, new Date('2027-01-01T00:00:00Z'))).toMatchObject({
      expired: true,
      expiresSoon: true,
    });
  });
});
