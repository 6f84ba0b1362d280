import { createHash } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTestP12, sampleDePos } from '../../../test/fixtures/einvoice.js';
import { canonicalize } from './c14n.js';
import { loadP12 } from './certificate.js';
import { buildDePosXml } from './depos-xml.js';
import { DIAN_POLICY, signDianXml } from './xades-sign.js';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const certificate = loadP12(
  makeTestP12({
    password: 'firma',
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2027-06-01T00:00:00Z'),
  }),
  'firma',
);
const unsigned = buildDePosXml(sampleDePos()).xml;
const signed = signDianXml(unsigned, {
  certificate,
  signingTime: new Date('2026-11-27T19:05:10Z'),
  signatureId: 'test-1',
});

function signatureOf(xml: string): Element {
  const found = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(DS, 'Signature').item(0);
  if (!found) throw new Error('no signature');
  return found;
}

/** xml-crypto, a verifier that shares no code with the signer: signature value and every reference digest. */
function verify(xml: string): { ok: boolean; references: number; error?: string } {
  const verifier = new SignedXml({ publicCert: certificate.certificatePem });
  try {
    verifier.loadSignature(signatureOf(xml));
    const ok = verifier.checkSignature(xml);
    return { ok, references: verifier.getSignedReferences().length };
  } catch (error) {
    return { ok: false, references: 0, error: String(error) };
  }
}

const byLocal = (e: Element, ns: string, name: string) => Array.from(e.getElementsByTagNameNS(ns, name));
const textOf = (e: Element, ns: string, name: string) => byLocal(e, ns, name)[0]?.textContent;

/** Free text a cashier or a manager types: accents, quotes, markup characters, tabs and line breaks. */
const typed = fc.string({
  unit: fc.constantFrom(...'aá ñÑ"\'&<>;\t\n\r#-/éü€'.split('')),
  minLength: 1,
  maxLength: 30,
});

describe('signDianXml', () => {
  it('hashes the text as built: it is already what C14N makes of it, whatever the staff typed', () => {
    fc.assert(
      fc.property(typed, typed, typed, (dish, street, cashier) => {
        const base = sampleDePos();
        const xml = buildDePosXml({
          ...base,
          issuer: { ...base.issuer, address: { ...base.issuer.address, line: street } },
          pointOfSale: { ...base.pointOfSale, cashier },
          lines: base.lines.map((l, i) => (i === 0 ? { ...l, description: dish } : l)),
        }).xml;
        const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
        if (!root) throw new Error('no root');
        expect(canonicalize(root)).toBe(xml.replace(/^<\?xml[^?]*\?>/, ''));
        expect(verify(signDianXml(xml, { certificate, signingTime: new Date() }))).toEqual({ ok: true, references: 3 });
      }),
      { numRuns: 25 },
    );
  });

  it('produces a signature an independent verifier accepts, with its three references checked', () => {
    expect(verify(signed)).toEqual({ ok: true, references: 3 });
  });

  it('is rejected after one byte of the signed document changes', () => {
    const tampered = signed.replace(
      '<cbc:PayableAmount currencyID="COP">97750.00<',
      '<cbc:PayableAmount currencyID="COP">97751.00<',
    );
    expect(tampered).not.toBe(signed);
    // The signature value still matches SignedInfo; the document's reference digest does not.
    expect(verify(tampered)).toEqual({ ok: false, references: 0 });
  });

  it('is rejected after one byte of the signed properties or of SignedInfo changes', () => {
    const time = signed.replace(
      '<xades:SigningTime>2026-11-27T14:05:10-05:00<',
      '<xades:SigningTime>2026-11-27T14:05:11-05:00<',
    );
    expect(time).not.toBe(signed);
    expect(verify(time).ok).toBe(false);
    const role = signed.replace('<xades:ClaimedRole>supplier<', '<xades:ClaimedRole>supplieR<');
    expect(verify(role).ok).toBe(false);
    // Not covered by any reference digest: only the signature value itself can catch this one.
    const method = signed.replace('Id="xmldsig-test-1-ref0" URI=""', 'Id="xmldsig-test-1-reF0" URI=""');
    expect(verify(method)).toMatchObject({ ok: false, error: expect.stringContaining('invalid signature') });
  });

  it('is rejected when KeyInfo is swapped for another certificate', () => {
    const other = loadP12(
      makeTestP12({
        password: 'x',
        notBefore: new Date('2026-01-01T00:00:00Z'),
        notAfter: new Date('2027-01-01T00:00:00Z'),
      }),
      'x',
    );
    expect(verify(signed.replace(certificate.certificateBase64, other.certificateBase64)).ok).toBe(false);
  });

  it('leaves every byte outside the signature as it was', () => {
    const withoutSignature = signed.replace(
      /<ext:ExtensionContent><ds:Signature [\s\S]*<\/ds:Signature><\/ext:ExtensionContent>/,
      '<ext:ExtensionContent></ext:ExtensionContent>',
    );
    expect(withoutSignature).toBe(unsigned);
  });

  it('sits in the last ExtensionContent and carries the XAdES-EPES properties the DIAN asks for', () => {
    const signature = signatureOf(signed);
    const content = signature.parentNode as Element;
    expect(content.localName).toBe('ExtensionContent');
    expect((content.parentNode as Element).nextSibling).toBeNull();

    const references = byLocal(signature, DS, 'Reference');
    expect(references.map((r) => [r.getAttribute('URI'), r.getAttribute('Type')])).toEqual([
      ['', null],
      ['#xmldsig-test-1-keyinfo', null],
      ['#xmldsig-test-1-signedprops', 'http://uri.etsi.org/01903#SignedProperties'],
    ]);
    expect(byLocal(references[0] as Element, DS, 'Transform')[0]?.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
    );
    expect(byLocal(signature, DS, 'CanonicalizationMethod')[0]?.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    );
    expect(byLocal(signature, DS, 'SignatureMethod')[0]?.getAttribute('Algorithm')).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );

    expect(textOf(signature, XADES, 'SigningTime')).toBe('2026-11-27T14:05:10-05:00');
    expect(textOf(signature, XADES, 'Identifier')).toBe(
      'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
    );
    const policyHash = byLocal(signature, XADES, 'SigPolicyHash')[0] as Element;
    expect(textOf(policyHash, DS, 'DigestValue')).toBe(DIAN_POLICY.sha256);
    expect(textOf(signature, XADES, 'ClaimedRole')).toBe('supplier');
    const der = Buffer.from(certificate.certificateBase64, 'base64');
    const certDigest = byLocal(signature, XADES, 'CertDigest')[0] as Element;
    expect(textOf(certDigest, DS, 'DigestValue')).toBe(createHash('sha256').update(der).digest('base64'));
    expect(textOf(signature, DS, 'X509SerialNumber')).toBe(BigInt('0x0a1b2c3d4e5f').toString());
    expect(textOf(signature, DS, 'X509IssuerName')).toBe(
      'CN=CA de Prueba Comandero,O=Restaurante de Prueba S.A.S.,C=CO',
    );
    expect(byLocal(signature, XADES, 'QualifyingProperties')[0]?.getAttribute('Target')).toBe('#xmldsig-test-1');
  });

  it('refuses a document without an empty last ExtensionContent', () => {
    expect(() => signDianXml(signed, { certificate, signingTime: new Date() })).toThrow(
      'última ExtensionContent vacía',
    );
    // An empty ExtensionContent that is not the last one is not the signature's place either.
    const lastFilled = unsigned.replace(
      '<ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension>',
      '<ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension><ext:UBLExtension><ext:ExtensionContent><Otro></Otro></ext:ExtensionContent></ext:UBLExtension>',
    );
    expect(lastFilled).not.toBe(unsigned);
    expect(() => signDianXml(lastFilled, { certificate, signingTime: new Date() })).toThrow(
      'última ExtensionContent vacía',
    );
  });
});
