import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { RegisteredRoute } from '../src/http/policy.js';
import { absentRowPath, type Shot } from './hostile-arbitraries.js';
import { seedHostileStore } from './hostile-fixture.js';
import { spanishMessageProblem } from './spanish-message.js';
import { checksumTables, type TableChecksum } from './table-checksum.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

/**
 * Issue 12, "hostile input on every route" (hostile-*.api.test.ts): every registered route gets requests that no client
 * may send (see hostile-arbitraries.ts), and must answer a 4xx with a Spanish `message`, never a
 * 5xx, leaving every table as it was. New routes are covered by walking the route registry.
 *
 * Every listed hostile value (path segments, malformed bodies, wrong content types, ...) is sent to
 * every route it applies to; random combinations come on top. The seed is fixed, so CI repeats the
 * same requests. HOSTILE_RUNS=<n> runs n random cases per route and test instead of the default
 * (e.g. HOSTILE_RUNS=300 for a long search), HOSTILE_SEED=<n> another seed.
 */
const RUNS = Number(process.env.HOSTILE_RUNS) || 10;
const SEED = Number(process.env.HOSTILE_SEED) || 20_260_312;
export const TIMEOUT = Math.max(240_000, RUNS * 20_000);

/** Routes that may answer 2xx to a hostile request, and why; everything else must refuse it. */
const MAY_ACCEPT: Record<string, string> = {
  'POST /api/v1/auth/signout': 'reads no input: ending no session (no cookie is sent to it here) is a harmless success',
};

type Answer = { status: number; body: string };

/** What the tests of one part of the suite use: the app, its routes, and the checks. */
export type HostileContext = {
  t: () => TestApp;
  taken: () => ReadonlySet<string>;
  reads: () => RegisteredRoute[];
  writes: () => RegisteredRoute[];
  check: (
    route: RegisteredRoute,
    index: number,
    shots: fc.Arbitrary<Shot>,
    options?: { mustRefuse?: boolean; examples?: Shot[] },
  ) => Promise<void>;
  tablesUnchanged: (when: string) => Promise<void>;
};

/**
 * One part of the suite on every test database. Each part is a test file of its own, so the parts
 * run side by side on the test workers (as one file they took six minutes one after the other),
 * each on a store of its own.
 */
export function describeHostileInput(part: string, tests: (ctx: HostileContext) => void): void {
  describe.each(testDatabases)(`hostile input on every route on %s: ${part}`, (kind) => {
    let t: TestApp;
    let cookie: string;
    let taken: ReadonlySet<string>;
    let tablesBefore: Record<string, TableChecksum>;
    /** What each read answers to its plain request: a hostile request it ignores answers the same. */
    const plain = new Map<string, Answer>();

    const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
    const reads = () => t.routes.filter((r) => r.method === 'GET');
    const writes = () => t.routes.filter((r) => r.method !== 'GET');

    const send = (route: RegisteredRoute, shot: Shot) =>
      t.app.inject({
        method: route.method as 'GET',
        url: shot.query ? `${shot.path}?${shot.query}` : shot.path,
        // Public routes act on the cookies themselves (sign-out would end this test's session).
        headers: {
          ...(route.policy === 'public' ? {} : { cookie }),
          ...(shot.contentType ? { 'content-type': shot.contentType } : {}),
        },
        ...(shot.body === undefined ? {} : { payload: shot.body }),
      });

    const describeShot = (route: RegisteredRoute, shot: Shot) =>
      JSON.stringify({
        route: key(route),
        path: shot.path.slice(0, 200),
        query: shot.query.slice(0, 300),
        contentType: shot.contentType,
        body: shot.body?.slice(0, 300),
      });

    /** Why the answer breaks the rule, or null: never 5xx, errors in Spanish, and a refusal unless allowed. */
    function problem(route: RegisteredRoute, res: LightMyRequestResponse, mustRefuse: boolean): string | null {
      if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
      if (res.statusCode >= 400) return spanishMessageProblem(res);
      if (!mustRefuse || MAY_ACCEPT[key(route)]) return null;
      const ignored = plain.get(key(route));
      if (ignored && ignored.status === res.statusCode && ignored.body === res.body) return null;
      return `accepted with ${res.statusCode}: ${res.body.slice(0, 300)}`;
    }

    async function check(
      route: RegisteredRoute,
      index: number,
      shots: fc.Arbitrary<Shot>,
      { mustRefuse = true, examples = [] as Shot[] } = {},
    ) {
      // Counterexamples print as the short description: some bodies are a megabyte long.
      const printable = (shot: Shot) => Object.assign(shot, { [fc.toStringMethod]: () => describeShot(route, shot) });
      await fc.assert(
        fc.asyncProperty(shots.map(printable), async (shot) => {
          const res = await send(route, shot);
          expect(problem(route, res, mustRefuse), describeShot(route, shot)).toBeNull();
        }),
        // fast-check counts the examples among numRuns: the random cases come on top of them.
        { seed: SEED + index, numRuns: RUNS + examples.length, examples: examples.map((shot) => [printable(shot)]) },
      );
      // Reads are checked once at the end of each test (tablesUnchanged), writes one by one.
      if (route.method !== 'GET') await tablesUnchanged(`after ${key(route)}`);
    }

    const tablesUnchanged = async (when: string) =>
      expect(await checksumTables(t.database), `tables ${when}`).toEqual(tablesBefore);

    beforeAll(async () => {
      t = await createTestApp(kind);
      cookie = await t.signIn();
      taken = await seedHostileStore(t, cookie);
      for (const route of reads()) {
        const res = await send(route, { path: absentRowPath(route.url), query: '' });
        plain.set(key(route), { status: res.statusCode, body: res.body });
      }
    });
    // Each test answers for itself: a change one of them let through does not fail the next ones.
    beforeEach(async () => {
      tablesBefore = await checksumTables(t.database);
    });
    afterAll(async () => {
      await t.close();
    });

    tests({ t: () => t, taken: () => taken, reads, writes, check, tablesUnchanged });
  });
}
