/**
 * Issue 23's benchmark (`--only=einvoice`): POST /pos/create-order-and-invoice (pay and send) at 50
 * connections with the DE-POS off, then on (each sale numbered, its CUDE and QR fixed and its draft stored
 * in its payment's transaction; built and signed with XAdES after the commit by the signing worker),
 * measured off, on, off, on on the same server and database. Target: with it on, throughput within 20 %
 * of off. Every sale acknowledged while it was on must have its one document, numbered without a gap,
 * and every document must be signed within SIGNED_WITHIN_MS of the load's end (how long it took is
 * printed); a missing or unsigned one counts as unexpected and fails the bench.
 */
import { TEST_STORE, verifyDianSignature } from '../apps/server/test/fixtures/einvoice.js';
import { openLoadDrawer } from '../apps/server/test/load/terminal.js';
import { apiOf, keyedPosts, type Api } from './bench-api.js';
import { prepareDb, seedMenuDb, withHandle, withServer, type BenchDb, type DbKind } from './bench-db.js';
import { makeCarts } from './carts.js';
import { judge, logRow, toMeasured, type Measured, type Row } from './load.js';
import { payAndSendCarts } from './paid-carts.js';

const CONNECTIONS = 50;
const ENDPOINT = 'POST /pos/create-order-and-invoice';

const ISSUER = TEST_STORE.issuer;

async function configure(api: Api): Promise<void> {
  await api('POST', '/settings/einvoice-setting', { ...ISSUER, softwarePin: TEST_STORE.PIN });
  await api('POST', '/settings/einvoice-certificate', {
    p12Base64: TEST_STORE.P12.toString('base64'),
    password: TEST_STORE.PASSWORD,
  });
  await api('POST', '/settings/einvoice-ranges/add', TEST_STORE.range({ prefix: 'CARG', to: 50_000_000 }));
}

const switchTo = (api: Api, enabled: boolean) => api('POST', '/settings/einvoice-setting', { ...ISSUER, enabled });

/** The documents stored, and whether their numbers run from the range's first without a gap. */
async function documentsOf(db: BenchDb): Promise<{ count: number; gapFree: boolean }> {
  return withHandle(db, async (h) => {
    const rows = await h.db.selectFrom('einvoice_documents').select('number').orderBy('number').execute();
    return { count: rows.length, gapFree: rows.every((r, i) => Number(r.number) === i + 1) };
  });
}

/** Signing after the commit runs at the lowest CPU priority: the load's backlog must clear within this. */
const SIGNED_WITHIN_MS = 120_000;

/**
 * Waits until no document is unsigned (or SIGNED_WITHIN_MS passed): how long it took, how many were
 * still unsigned, and whether the last few signatures verify (xml-crypto, not the signer's code).
 */
async function signingCaughtUp(db: BenchDb): Promise<{ ms: number; unsigned: number; verified: boolean }> {
  const started = performance.now();
  return withHandle(db, async (h) => {
    const unsignedNow = async () =>
      Number(
        (
          await h.db
            .selectFrom('einvoice_documents')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('signed_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    let unsigned = await unsignedNow();
    while (unsigned > 0 && performance.now() - started < SIGNED_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      unsigned = await unsignedNow();
    }
    const last = await h.db.selectFrom('einvoice_documents').select('xml').orderBy('id', 'desc').limit(3).execute();
    const verified = last.length > 0 && last.every((d) => verifyDianSignature(d.xml).ok);
    return { ms: Math.round(performance.now() - started), unsigned, verified };
  });
}

const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);

export async function benchEinvoice(kind: DbKind, duration: number): Promise<Row[]> {
  const db = await prepareDb(kind);
  try {
    const items = await withHandle(db, seedMenuDb);
    const carts = makeCarts(items, 997);
    return await withServer(db, async (server, cookie) => {
      console.log(`\n${kind}: DE-POS apagado y encendido, servidor en ${server.url}`);
      const api = apiOf(server.url, cookie);
      await openLoadDrawer(server.url, cookie);
      await configure(api);
      const bodies = await payAndSendCarts(server.url, cookie, carts);
      const pay = (seconds: number) =>
        keyedPosts({
          url: server.url,
          cookie,
          path: '/pos/create-order-and-invoice',
          bodies,
          connections: CONNECTIONS,
          duration: seconds,
        });
      // Warm both paths (JIT, the certificate opened once per thread), not recorded.
      await pay(2);
      await switchTo(api, true);
      await pay(2);
      await switchTo(api, false);
      const warmDocuments = (await documentsOf(db)).count;

      const off: Measured[] = [];
      const on: Measured[] = [];
      let paidWhileOn = 0;
      const catchUps: { ms: number; unsigned: number; verified: boolean }[] = [];
      for (const enabled of [false, true, false, true]) {
        await switchTo(api, enabled);
        const r = await pay(duration);
        if (enabled) paidWhileOn += r['2xx'];
        (enabled ? on : off).push(toMeasured(kind, ENDPOINT, CONNECTIONS, r));
        // The backlog is signed before the next run, so an "off" run never pays for the "on" run's signatures.
        if (enabled) catchUps.push(await signingCaughtUp(db));
      }
      await switchTo(api, false);
      const signing = {
        ms: Math.max(...catchUps.map((c) => c.ms)),
        unsigned: catchUps[catchUps.length - 1].unsigned,
        verified: catchUps.every((c) => c.verified),
      };
      const documents = await documentsOf(db);
      // Every sale acknowledged while on has its document. A run's clock stops with up to one request per
      // connection still in flight: the server finishes those (on or off, as the switch finds them), so
      // stored documents may exceed the acknowledged sales by that many, never fall short of them.
      const stored = documents.count - warmDocuments;
      const missing = Math.max(0, paidWhileOn - stored);
      const beyondInFlight = Math.max(0, stored - paidWhileOn - 4 * CONNECTIONS);
      const mismatch =
        missing + beyondInFlight + (documents.gapFree ? 0 : 1) + signing.unsigned + (signing.verified ? 0 : 1);
      const offRps = mean(off.map((m) => m.requestsPerSec));
      const rowOf = (label: string, runs: Measured[], extraUnexpected: number, target?: { reqPerSecAtLeast: number }) =>
        judge(
          {
            ...runs[runs.length - 1],
            endpoint: `${ENDPOINT}, DE-POS ${label}`,
            requestsPerSec: mean(runs.map((m) => m.requestsPerSec)),
            latencyP99Ms: Math.max(...runs.map((m) => m.latencyP99Ms)),
            unexpected: runs.reduce((s, m) => s + m.unexpected, 0) + extraUnexpected,
            requestsPerSecRuns: runs.map((m) => m.requestsPerSec),
          },
          target,
        );
      const rows = [
        rowOf('apagado', off, 0),
        rowOf('encendido (≥ 80 % de apagado)', on, mismatch, { reqPerSecAtLeast: Math.round(offRps * 0.8) }),
      ];
      rows.forEach(logRow);
      console.log(`  documentos: ${documents.count} (numeración sin huecos: ${documents.gapFree ? 'sí' : 'NO'})`);
      console.log(
        `  firma al día a lo sumo ${signing.ms} ms después de cada carga; sin firmar: ${signing.unsigned}; firmas verificadas: ${signing.verified ? 'sí' : 'NO'}`,
      );
      return rows;
    });
  } finally {
    await db.cleanup();
  }
}
