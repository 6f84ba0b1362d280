import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { localListener } from '../local-listener.js';
import { recomputeCude } from './cude-check.js';
import { unzipFiles } from './unzip.js';

/**
 * How the simulated DIAN behaves: validates and accepts (accept), validates and rejects with rule
 * codes (reject), answers 503 to everything (fail), takes a document, processes it and never answers
 * (hang: the client times out, yet the DIAN has it), or is not listening at all (refuse).
 */
export type FakeDianMode = 'accept' | 'reject' | 'fail' | 'hang' | 'refuse';

/** A document the DIAN took (SendBillSync or SendTestSetAsync), with what it checked. */
export type ReceivedDocument = {
  operation: string;
  fileName: string;
  testSetId: string | null;
  xml: string;
  cude: string;
  /** The CUDE recomputed from the document's fields and its software PIN equals its UUID. */
  cudeValid: boolean;
  /** The document's XAdES signature (value and every reference) checks with its own certificate. */
  documentSignatureValid: boolean;
  accepted: boolean;
  /** Invoice (a DE-POS) or CreditNote (its adjustment note). */
  documentType: string;
  /** A note: the CUDE its BillingReference names, and whether this DIAN accepted a document with it. */
  referencedCude: string | null;
  referenceAccepted: boolean | null;
};

export type FakeDianCall = { operation: string; trackId: string | null; securityValid: boolean };

/** The rules the reject mode fails, as the DIAN words them. */
export const FAKE_REJECTION = [
  'Regla: FAJ43b, Rechazo: Nombre informado no corresponde al registrado en el RUT con respecto al Nit suministrado.',
  'Regla: FAD09e, Rechazo: El PIN del software no corresponde al registrado.',
] as const;

export type FakeDian = {
  url: string;
  readonly received: ReceivedDocument[];
  readonly calls: FakeDianCall[];
  setMode(mode: FakeDianMode): Promise<void>;
  close(): Promise<void>;
};

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';

const parse = (xml: string): Document => new DOMParser().parseFromString(xml, 'text/xml');
const first = (scope: Element | Document, name: string) => scope.getElementsByTagNameNS('*', name).item(0);
const textOf = (scope: Element | Document, name: string) => (first(scope, name)?.textContent ?? '').trim();
const pem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;

/**
 * WS-Security as the DIAN checks it: the signature verifies with the BinarySecurityToken's key, it
 * covers the Timestamp and the To, and the Timestamp has not expired.
 */
function securityValid(envelope: Document, body: string): boolean {
  const security = envelope.getElementsByTagNameNS(WSSE, 'Security').item(0);
  const signature = security?.getElementsByTagNameNS(DS, 'Signature').item(0);
  const token = security ? textOf(security, 'BinarySecurityToken') : '';
  if (!security || !signature || !token) return false;
  try {
    const verifier = new SignedXml({ publicCert: pem(token), getCertFromKeyInfo: () => null });
    verifier.loadSignature(signature);
    if (!verifier.checkSignature(body)) return false;
  } catch {
    return false;
  }
  const idOf = (name: string) => first(envelope, name)?.getAttributeNS(WSU, 'Id') ?? '';
  const uris = new Set(
    Array.from({ length: signature.getElementsByTagNameNS(DS, 'Reference').length }, (_, i) =>
      signature.getElementsByTagNameNS(DS, 'Reference').item(i)?.getAttribute('URI'),
    ),
  );
  const expires = Date.parse(textOf(envelope, 'Expires'));
  return uris.has(`#${idOf('Timestamp')}`) && uris.has(`#${idOf('To')}`) && expires > Date.now();
}

function documentSignatureValid(xml: string, doc: Document): boolean {
  const signature = doc.getElementsByTagNameNS(DS, 'Signature').item(0);
  const cert = signature ? textOf(signature, 'X509Certificate') : '';
  if (!signature || !cert) return false;
  try {
    const verifier = new SignedXml({ publicCert: pem(cert) });
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml) && verifier.getSignedReferences().length === 3;
  } catch {
    return false;
  }
}

type Verdict = { accepted: boolean; cude: string; fileName: string; messages: string[] };

function dianResponse(v: Verdict | null): string {
  if (!v) {
    return (
      '<b:ErrorMessage xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays"/><b:IsValid>false</b:IsValid>' +
      '<b:StatusCode>66</b:StatusCode><b:StatusDescription>NSU no encontrado</b:StatusDescription>' +
      '<b:XmlBase64Bytes i:nil="true"/><b:XmlDocumentKey i:nil="true"/>'
    );
  }
  const responseCode = v.accepted ? '02' : '04';
  const applicationResponse =
    '<?xml version="1.0" encoding="utf-8"?><ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" ' +
    'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" ' +
    'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">' +
    `<cbc:ID>${randomUUID()}</cbc:ID><cac:DocumentResponse><cac:Response><cbc:ResponseCode>${responseCode}</cbc:ResponseCode>` +
    `</cac:Response><cac:DocumentReference><cbc:UUID>${v.cude}</cbc:UUID></cac:DocumentReference></cac:DocumentResponse></ApplicationResponse>`;
  const messages = v.messages.map((m) => `<c:string>${m}</c:string>`).join('');
  return (
    `<b:ErrorMessage xmlns:c="http://schemas.microsoft.com/2003/10/Serialization/Arrays">${messages}</b:ErrorMessage>` +
    `<b:IsValid>${v.accepted}</b:IsValid><b:StatusCode>${v.accepted ? '00' : '99'}</b:StatusCode>` +
    `<b:StatusDescription>${v.accepted ? 'Procesado Correctamente.' : 'Documento con errores en campos mandatorios.'}</b:StatusDescription>` +
    `<b:XmlBase64Bytes>${Buffer.from(applicationResponse).toString('base64')}</b:XmlBase64Bytes>` +
    `<b:XmlDocumentKey>${v.cude}</b:XmlDocumentKey><b:XmlFileName>${v.fileName}</b:XmlFileName>`
  );
}

function envelope(operation: string, result: string): string {
  return (
    '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing"><s:Header>' +
    `<a:Action s:mustUnderstand="1">http://wcf.dian.colombia/IWcfDianCustomerServices/${operation}Response</a:Action></s:Header>` +
    `<s:Body><${operation}Response xmlns="http://wcf.dian.colombia">${result}</${operation}Response></s:Body></s:Envelope>`
  );
}

const DATA =
  'xmlns:b="http://schemas.datacontract.org/2004/07/DianResponse" xmlns:i="http://www.w3.org/2001/XMLSchema-instance"';

/**
 * A real SOAP 1.2 server on 127.0.0.1 (a free port) standing in for the DIAN's
 * WcfDianCustomerServices: checks WS-Security, unzips, recomputes the CUDE with `softwarePin`,
 * verifies the document's signature (a DE-POS or its credit note, whose reference must name a
 * document it accepted), and keeps each verdict for GetStatus and GetStatusZip.
 */
export async function startFakeDian(opts: {
  softwarePin: string;
  mode?: FakeDianMode;
  port?: number;
}): Promise<FakeDian> {
  let mode: FakeDianMode = opts.mode ?? 'accept';
  const received: ReceivedDocument[] = [];
  const calls: FakeDianCall[] = [];
  const byCude = new Map<string, Verdict>();
  const byZipKey = new Map<string, Verdict>();

  /** Takes one zipped document: checks it and keeps the verdict. */
  function take(operation: string, fileName: string, contentFile: string, testSetId: string | null): Verdict {
    const [file] = unzipFiles(Buffer.from(contentFile, 'base64'));
    const xml = file?.data.toString('utf8') ?? '';
    const doc = parse(xml);
    const { stated, computed } = recomputeCude(doc, opts.softwarePin);
    const signatureOk = documentSignatureValid(xml, doc);
    const documentType = doc.documentElement?.localName ?? '';
    // A note adjusts a document the DIAN has: its BillingReference names that document's CUDE.
    const reference = documentType === 'CreditNote' ? first(doc, 'InvoiceDocumentReference') : null;
    const referencedCude = reference ? textOf(reference, 'UUID') : null;
    const referenceAccepted =
      documentType === 'CreditNote' ? byCude.get(referencedCude ?? '')?.accepted === true : null;
    const messages = [
      ...(stated === computed ? [] : ['Regla: FAD06, Rechazo: Valor del CUDE no está calculado correctamente.']),
      ...(signatureOk ? [] : ['Regla: ZE02, Rechazo: Valor de la firma inválido.']),
      ...(referenceAccepted === false
        ? ['Regla: SIM-REF, Rechazo: El documento referenciado no existe o no fue aceptado (regla del simulador).']
        : []),
      ...(mode === 'reject' ? FAKE_REJECTION : []),
    ];
    const verdict: Verdict = { accepted: messages.length === 0, cude: stated, fileName, messages };
    received.push({
      operation,
      fileName,
      testSetId,
      xml,
      cude: stated,
      cudeValid: stated === computed,
      documentSignatureValid: signatureOk,
      accepted: verdict.accepted,
      documentType,
      referencedCude,
      referenceAccepted,
    });
    byCude.set(stated, verdict);
    return verdict;
  }

  function answer(body: string): { status: number; text: string } | 'hang' {
    const soap = parse(body);
    const operationElement = first(soap, 'Body')?.firstChild as Element | null;
    const operation = operationElement?.localName ?? '';
    const valid = securityValid(soap, body);
    const param = (name: string) => (operationElement ? textOf(operationElement, name) : '');
    calls.push({ operation, trackId: param('trackId') || null, securityValid: valid });
    if (mode === 'fail') return { status: 503, text: 'Service Unavailable' };
    if (!valid) {
      return {
        status: 500,
        text: envelope('Fault', '<s:Fault><s:Reason><s:Text>InvalidSecurity</s:Text></s:Reason></s:Fault>'),
      };
    }
    let result: string;
    if (operation === 'SendBillSync') {
      const v = take(operation, param('fileName'), param('contentFile'), null);
      result = `<SendBillSyncResult ${DATA}>${dianResponse(v)}</SendBillSyncResult>`;
    } else if (operation === 'SendTestSetAsync') {
      const v = take(operation, param('fileName'), param('contentFile'), param('testSetId'));
      const zipKey = randomUUID();
      byZipKey.set(zipKey, v);
      result =
        '<SendTestSetAsyncResult xmlns:b="http://schemas.datacontract.org/2004/07/UploadDocumentResponse">' +
        `<b:ErrorMessageList/><b:ZipKey>${zipKey}</b:ZipKey></SendTestSetAsyncResult>`;
    } else if (operation === 'GetStatusZip') {
      const v = byZipKey.get(param('trackId')) ?? null;
      result = `<GetStatusZipResult ${DATA}><b:DianResponse>${dianResponse(v)}</b:DianResponse></GetStatusZipResult>`;
    } else if (operation === 'GetStatus') {
      result = `<GetStatusResult ${DATA}>${dianResponse(byCude.get(param('trackId')) ?? null)}</GetStatusResult>`;
    } else {
      return {
        status: 500,
        text: envelope('Fault', `<s:Fault><s:Reason><s:Text>Operación ${operation}</s:Text></s:Reason></s:Fault>`),
      };
    }
    // Hang after processing: the DIAN has the document, the client never hears so.
    return mode === 'hang' ? 'hang' : { status: 200, text: envelope(operation, result) };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const out = answer(Buffer.concat(chunks).toString('utf8'));
      if (out === 'hang') return;
      res.writeHead(out.status, { 'content-type': 'application/soap+xml; charset=utf-8' });
      res.end(out.text);
    });
  });
  const { listen, stop } = localListener(server);

  const port = await listen(opts.port ?? 0);
  if (mode === 'refuse') await stop();

  return {
    url: `http://127.0.0.1:${port}/WcfDianCustomerServices.svc`,
    received,
    calls,
    async setMode(next) {
      const wasListening = server.listening;
      mode = next;
      if (next === 'refuse' && wasListening) await stop();
      if (next !== 'refuse' && !wasListening) await listen(port);
    },
    close: stop,
  };
}
