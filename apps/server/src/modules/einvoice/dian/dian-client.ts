import type { SigningCertificate } from '../certificate.js';
import { verdictOf, zipKeyOf, type DianVerdict } from './dian-answer.js';
import { ACTION_BASE, soapEnvelope } from './ws-security.js';
import type { DianMessage } from '@comandero/contracts';

/** The DIAN's endpoints: habilitación (pruebas) and producción. DIAN_WS_URL replaces both. */
export const DIAN_ENDPOINTS = {
  pruebas: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
  produccion: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
} as const;

/**
 * The DIAN could not be asked or did not answer: `timeout` means the request left and may have been
 * processed (so the next try asks GetStatus first); `network` means it never arrived; `server` is a
 * 5xx or an answer that is not the DIAN's envelope.
 */
export class DianUnavailable extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'server',
    message: string,
  ) {
    super(message);
  }
}

export type DianClient = {
  /** Pruebas: queues the zip under the store's TestSetId; answers the ZipKey for GetStatusZip. */
  sendTestSetAsync(
    fileName: string,
    zip: Buffer,
    testSetId: string,
  ): Promise<{ zipKey: string | null; messages: DianMessage[] }>;
  getStatusZip(zipKey: string): Promise<DianVerdict>;
  /** Producción: validates the zip and answers the verdict at once. */
  sendBillSync(fileName: string, zip: Buffer): Promise<DianVerdict>;
  /** The verdict on a document by its key (the CUDE), whichever way it was sent. */
  getStatus(trackId: string): Promise<DianVerdict>;
};

export type DianClientOptions = {
  url: string;
  certificate: SigningCertificate;
  timeoutMs: number;
  now?: () => Date;
};

export function dianClient(opts: DianClientOptions): DianClient {
  const now = opts.now ?? (() => new Date());

  async function call(operation: string, parameters: [string, string][]): Promise<string> {
    const body = soapEnvelope({ certificate: opts.certificate, operation, parameters, to: opts.url, now: now() });
    let res: Response;
    try {
      res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${ACTION_BASE}${operation}"` },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new DianUnavailable('timeout', `La DIAN no respondió en ${opts.timeoutMs} ms.`);
      throw new DianUnavailable('network', `No se pudo conectar con la DIAN: ${causeOf(err)}`);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new DianUnavailable('timeout', `La DIAN no terminó de responder en ${opts.timeoutMs} ms.`);
      throw new DianUnavailable('network', `Se cortó la respuesta de la DIAN: ${causeOf(err)}`);
    }
    if (res.status >= 500) throw new DianUnavailable('server', `La DIAN respondió ${res.status}.`);
    if (!res.ok) throw new DianUnavailable('server', `La DIAN respondió ${res.status}: ${text.slice(0, 200)}`);
    return text;
  }

  const answered = async <T>(operation: string, parameters: [string, string][], read: (text: string) => T) => {
    const text = await call(operation, parameters);
    try {
      return read(text);
    } catch (err) {
      throw new DianUnavailable('server', err instanceof Error ? err.message : String(err));
    }
  };

  return {
    sendTestSetAsync: (fileName, zip, testSetId) =>
      answered(
        'SendTestSetAsync',
        [
          ['fileName', fileName],
          ['contentFile', zip.toString('base64')],
          ['testSetId', testSetId],
        ],
        zipKeyOf,
      ),
    getStatusZip: (zipKey) =>
      answered('GetStatusZip', [['trackId', zipKey]], (t) => verdictOf(t, 'GetStatusZipResult')),
    sendBillSync: (fileName, zip) =>
      answered(
        'SendBillSync',
        [
          ['fileName', fileName],
          ['contentFile', zip.toString('base64')],
        ],
        (t) => verdictOf(t, 'SendBillSyncResult'),
      ),
    getStatus: (trackId) => answered('GetStatus', [['trackId', trackId]], (t) => verdictOf(t, 'GetStatusResult')),
  };
}

function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}
