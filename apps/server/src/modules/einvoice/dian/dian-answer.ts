import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import type { DianMessage } from '@comandero/contracts';

/**
 * What the DIAN answered about one document (its `DianResponse`): valid or not, its status code and
 * words, the rules it failed, and its ApplicationResponse (the signed XML of its verdict).
 *
 * Status codes as the DIAN's web service documents them and public clients read them: 00 processed
 * and valid, 99 validated with errors (rejected), 66 no document with that key (GetStatus of a
 * document it never received), 98 still being validated (GetStatusZip of a test set in progress).
 */
export type DianVerdict = {
  isValid: boolean;
  statusCode: string;
  statusDescription: string;
  messages: DianMessage[];
  /** The ApplicationResponse XML, decoded from XmlBase64Bytes; null when it sent none. */
  applicationResponse: string | null;
  documentKey: string | null;
};

export type VerdictKind = 'accepted' | 'rejected' | 'unknown-document' | 'in-process';

export const DIAN_STATUS = { valid: '00', rejected: '99', notFound: '66', inProcess: '98' } as const;

export function verdictKind(v: DianVerdict): VerdictKind {
  if (v.isValid) return 'accepted';
  if (v.statusCode === DIAN_STATUS.notFound) return 'unknown-document';
  if (v.statusCode === DIAN_STATUS.inProcess) return 'in-process';
  return 'rejected';
}

/** The DIAN answered with something that is not its envelope (a proxy's page, a SOAP fault). */
export class DianAnswerError extends Error {}

export function parseSoap(text: string): Document {
  let failed = false;
  const doc = new DOMParser({
    onError: (level) => {
      if (level !== 'warning') failed = true;
    },
  }).parseFromString(text, 'text/xml');
  if (failed || !doc.documentElement) throw new DianAnswerError('La DIAN respondió algo que no es XML.');
  const fault = first(doc.documentElement, 'Fault');
  if (fault)
    throw new DianAnswerError(
      `La DIAN respondió un error SOAP: ${textOf(fault, 'Text') ?? textOf(fault, 'Reason') ?? ''}`.trim(),
    );
  return doc;
}

export function first(scope: Element | Document, localName: string): Element | null {
  return scope.getElementsByTagNameNS('*', localName).item(0);
}

export function textOf(scope: Element | Document, localName: string): string | null {
  const node = first(scope, localName);
  return node ? (node.textContent ?? '').trim() : null;
}

/** "Regla: FAD06, Rechazo: El NIT …" → { code: FAD06, message: "Rechazo: El NIT …" }. */
export function dianMessageOf(text: string): DianMessage {
  const rule = /^\s*Regla:\s*([^,\s]+)\s*,?\s*(.*)$/s.exec(text);
  return rule ? { code: rule[1], message: rule[2].trim() } : { code: '', message: text.trim() };
}

function messagesOf(response: Element): DianMessage[] {
  const list = first(response, 'ErrorMessage');
  if (!list) return [];
  const items = list.getElementsByTagNameNS('*', 'string');
  const out: DianMessage[] = [];
  for (let i = 0; i < items.length; i++) {
    const text = (items.item(i)?.textContent ?? '').trim();
    if (text) out.push(dianMessageOf(text));
  }
  return out;
}

/** The DianResponse under `resultName` (SendBillSyncResult, GetStatusResult, GetStatusZipResult). */
export function verdictOf(text: string, resultName: string): DianVerdict {
  const doc = parseSoap(text);
  const result = first(doc, resultName);
  // GetStatusZip answers a list of DianResponse (one per file in the zip): ours hold one file.
  const response = (result && first(result, 'DianResponse')) ?? result;
  if (!response) throw new DianAnswerError(`La respuesta de la DIAN no trae ${resultName}.`);
  const base64 = textOf(response, 'XmlBase64Bytes');
  return {
    isValid: textOf(response, 'IsValid') === 'true',
    statusCode: textOf(response, 'StatusCode') ?? '',
    statusDescription: textOf(response, 'StatusDescription') ?? '',
    messages: messagesOf(response),
    applicationResponse: base64 ? Buffer.from(base64, 'base64').toString('utf8') : null,
    documentKey: textOf(response, 'XmlDocumentKey') || null,
  };
}

/** SendTestSetAsync: the ZipKey to ask GetStatusZip with, or the reasons the zip was refused. */
export function zipKeyOf(text: string): { zipKey: string | null; messages: DianMessage[] } {
  const doc = parseSoap(text);
  const result = first(doc, 'SendTestSetAsyncResult');
  if (!result) throw new DianAnswerError('La respuesta de la DIAN no trae SendTestSetAsyncResult.');
  const messages: DianMessage[] = [];
  const processed = result.getElementsByTagNameNS('*', 'ProcessedMessage');
  for (let i = 0; i < processed.length; i++) {
    const text = (processed.item(i)?.textContent ?? '').trim();
    if (text) messages.push(dianMessageOf(text));
  }
  return { zipKey: textOf(result, 'ZipKey') || null, messages };
}
