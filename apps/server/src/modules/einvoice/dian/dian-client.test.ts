import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_REJECTION, startFakeDian, type FakeDian } from '../../../../../../test-support/dian/fake-dian.js';
import { makeTestP12, sampleDePos } from '../../../../test/fixtures/einvoice.js';
import { loadP12 } from '../certificate.js';
import { buildDePosXml } from '../depos-xml.js';
import { signDianXml } from '../xades-sign.js';
import { dianClient, DianUnavailable } from './dian-client.js';
import { verdictKind } from './dian-answer.js';
import { zippedDocument } from './dian-files.js';
import { soapEnvelope } from './ws-security.js';

const DAY = 86_400_000;
const certificate = loadP12(
  makeTestP12({ password: 'x', notBefore: new Date(Date.now() - DAY), notAfter: new Date(Date.now() + DAY) }),
  'x',
);

function signedSample(number: number) {
  const input = sampleDePos({ number });
  const doc = buildDePosXml(input);
  const xml = signDianXml(doc.xml, { certificate, signingTime: input.issuedAt });
  return { cude: doc.cude, ...zippedDocument(input.issuer.nit, number, input.issuedAt, xml) };
}

/** The adapter against the simulated DIAN: WS-Security, the zip, and each way the DIAN answers. */
describe('dianClient', () => {
  let dian: FakeDian;
  beforeAll(async () => {
    dian = await startFakeDian({ softwarePin: sampleDePos().software.pin });
  });
  afterAll(async () => {
    await dian.close();
  });
  const client = (timeoutMs = 2000) => dianClient({ url: dian.url, certificate, timeoutMs });

  it('SendBillSync: signed WS-Security, the CUDE and the XAdES signature check; the verdict and ApplicationResponse are read', async () => {
    await dian.setMode('accept');
    const doc = signedSample(201);
    const verdict = await client().sendBillSync(doc.fileName, doc.zip);
    expect(verdict).toMatchObject({ isValid: true, statusCode: '00', messages: [], documentKey: doc.cude });
    expect(verdict.applicationResponse).toContain(`<cbc:UUID>${doc.cude}</cbc:UUID>`);
    expect(dian.calls.at(-1)).toMatchObject({ operation: 'SendBillSync', securityValid: true });
    expect(dian.received.at(-1)).toMatchObject({ cudeValid: true, documentSignatureValid: true, accepted: true });
    expect(dian.received.at(-1)?.fileName).toBe('z090037307600026000000c9.zip');

    expect(verdictKind(await client().getStatus(doc.cude))).toBe('accepted');
    expect(verdictKind(await client().getStatus('no-such-cude'))).toBe('unknown-document');
  });

  it('the simulator refuses an envelope whose signed To was changed after signing', async () => {
    await dian.setMode('accept');
    const body = soapEnvelope({
      certificate,
      operation: 'GetStatus',
      parameters: [['trackId', 'x']],
      to: dian.url,
      now: new Date(),
    });
    const post = (text: string) => fetch(dian.url, { method: 'POST', body: text });
    expect((await post(body)).status).toBe(200);
    expect(dian.calls.at(-1)?.securityValid).toBe(true);
    expect((await post(body.replace(`>${dian.url}</wsa:To>`, '>https://otro.example/</wsa:To>'))).status).toBe(500);
    expect(dian.calls.at(-1)?.securityValid).toBe(false);
  });

  it('SendTestSetAsync answers a ZipKey; GetStatusZip the rules a rejection failed', async () => {
    await dian.setMode('reject');
    const doc = signedSample(202);
    const sent = await client().sendTestSetAsync(doc.fileName, doc.zip, 'test-set-1');
    expect(sent.zipKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(dian.received.at(-1)).toMatchObject({
      operation: 'SendTestSetAsync',
      testSetId: 'test-set-1',
      cudeValid: true,
    });
    const verdict = await client().getStatusZip(sent.zipKey!);
    expect(verdictKind(verdict)).toBe('rejected');
    expect(verdict.messages).toEqual([
      { code: 'FAJ43b', message: FAKE_REJECTION[0].replace('Regla: FAJ43b, ', '') },
      { code: 'FAD09e', message: FAKE_REJECTION[1].replace('Regla: FAD09e, ', '') },
    ]);
  });

  it('tells a 5xx, a timeout and a refused connection apart', async () => {
    const doc = signedSample(203);
    const failure = async (timeoutMs = 5000) => {
      try {
        await client(timeoutMs).sendBillSync(doc.fileName, doc.zip);
      } catch (err) {
        return err instanceof DianUnavailable ? err.kind : err;
      }
      return 'answered';
    };
    await dian.setMode('fail');
    expect(await failure()).toBe('server');
    await dian.setMode('hang');
    expect(await failure(300)).toBe('timeout');
    await dian.setMode('refuse');
    expect(await failure()).toBe('network');
    await dian.setMode('accept');
    expect(await failure()).toBe('answered');
  });
});
