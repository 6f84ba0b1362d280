import type { SigningCertificate } from './certificate.js';
import { buildDePosXml } from './depos-xml.js';
import type { DePosInput, DePosSoftware } from './depos-types.js';
import { unseal } from './einvoice-secrets.js';
import { signDianXml } from './xades-sign.js';

/**
 * A DE-POS as the payment fixed it (docs/einvoice.md, "Signing after the commit"): everything its XML
 * will say, stored with the sale and built and signed later. The software PIN is kept sealed, as the
 * settings keep it, so a PIN changed in between cannot change the CUDE the receipt already printed.
 */
export type DePosDraft = Omit<DePosInput, 'issuedAt' | 'software'> & {
  issuedAt: string;
  software: Omit<DePosSoftware, 'pin'> & { pinSealed: string };
};

/** The draft of `input`, as stored in `einvoice_documents.draft`. */
export function draftOf(input: DePosInput, pinSealed: string): string {
  const { pin: _plain, ...software } = input.software;
  const draft: DePosDraft = { ...input, issuedAt: input.issuedAt.toISOString(), software: { ...software, pinSealed } };
  return JSON.stringify(draft);
}

/** The document's input again, its PIN unsealed with the store's key. */
export function inputOfDraft(json: string, key: Buffer): DePosInput {
  const { software, issuedAt, ...rest } = JSON.parse(json) as DePosDraft;
  const { pinSealed, ...plain } = software;
  return {
    ...rest,
    issuedAt: new Date(issuedAt),
    software: { ...plain, pin: unseal(key, pinSealed).toString('utf8') },
  };
}

/** A stored document still to sign: its draft and the CUDE the payment gave it. */
export type UnsignedDocument = { id: number; draft: string; cude: string };

/**
 * A stored draft built and signed, at its issue time as when it was signed in the payment. Throws if
 * the XML would carry another CUDE than the one stored (and printed): never signed then.
 */
export function signDraft(doc: UnsignedDocument, key: Buffer, certificate: SigningCertificate): string {
  const input = inputOfDraft(doc.draft, key);
  const built = buildDePosXml(input);
  if (built.cude !== doc.cude) {
    throw new Error(`El documento ${built.documentNumber} no coincide con el CUDE con que se cobró.`);
  }
  return signDianXml(built.xml, { certificate, signingTime: input.issuedAt });
}
