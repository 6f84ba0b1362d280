import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/http/policy.js';
import {
  absentRowPath,
  fieldsTakingAMegabyte,
  fieldsWithoutWrongValue,
  FIXED_BODIES,
  fixedSegments,
  hasParams,
  hostileBody,
  hostilePath,
  hostileQuery,
  injectionQuery,
  pathWith,
  wrongFieldsJson,
  type Shot,
} from './hostile-arbitraries.js';
import { seedHostileStore } from './hostile-fixture.js';
import { spanishMessageProblem } from './spanish-message.js';
import { checksumTables, type TableChecksum } from './table-checksum.js';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

/**
 * Issue 12, "hostile input on every route": every registered route gets requests that no client
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
const TIMEOUT = Math.max(240_000, RUNS * 20_000);

/** Routes that may answer 2xx to a hostile request, and why; everything else must refuse it. */
const MAY_ACCEPT: Record<string, string> = {
  'POST /api/v1/auth/signout': 'reads no input: ending no session (no cookie is sent to it here) is a harmless success',
};

type Answer = { status: number; body: string };

describe.each(testDatabases)('hostile input on every route on %s', (kind) => {
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

  it('knows a wrong value for every field name of the contracts, and every text field has a length limit', () => {
    expect(fieldsWithoutWrongValue()).toEqual([]);
    expect(fieldsTakingAMegabyte()).toEqual([]);
    expect(t.routes.length).toBeGreaterThan(50);
  });

  it(
    'refuses path parameters that name no row, whatever the query and body',
    async () => {
      const routes = t.routes.filter((r) => hasParams(r.url));
      expect(routes.length).toBeGreaterThan(20);
      for (const [i, route] of routes.entries()) {
        const body = route.method === 'GET' ? fc.constant({}) : fc.option(hostileBody, { nil: undefined });
        const shots = fc
          .record({ path: hostilePath(route.url, taken), query: fc.oneof(fc.constant(''), hostileQuery), body })
          .map(({ path, query, body: b }) => ({ path, query, ...b }));
        const examples = fixedSegments(taken).map((segment) => ({ path: pathWith(route.url, segment), query: '' }));
        await check(route, i, shots, { examples });
      }
      await tablesUnchanged('at the end');
    },
    TIMEOUT,
  );

  it(
    'refuses bodies of wrong types, not objects, too large, malformed or not JSON',
    async () => {
      for (const [i, route] of writes().entries()) {
        const path = absentRowPath(route.url);
        const shots = wrongFieldsJson.map((b) => ({ path, query: '', ...b }));
        await check(route, i, shots, { examples: FIXED_BODIES.map((b) => ({ path, query: '', ...b })) });
      }
      await tablesUnchanged('at the end');
    },
    TIMEOUT,
  );

  it(
    'refuses (or, for a read, ignores) query parameters of wrong types',
    async () => {
      for (const [i, route] of t.routes.entries()) {
        // A write also gets a body that is not an object, so that only refusing is right.
        const body = route.method === 'GET' ? {} : { contentType: 'application/json', body: '[]' };
        const shots = hostileQuery.map((query) => ({ path: absentRowPath(route.url), query, ...body }));
        await check(route, i, shots);
      }
      await tablesUnchanged('at the end');
    },
    TIMEOUT,
  );

  it(
    'reads with injection text in every query parameter answer without a 5xx and change nothing',
    async () => {
      for (const [i, route] of reads().entries()) {
        const shots = injectionQuery.map((query) => ({ path: absentRowPath(route.url), query }));
        await check(route, i, shots, { mustRefuse: false });
      }
      await tablesUnchanged('at the end');
    },
    TIMEOUT,
  );
});
