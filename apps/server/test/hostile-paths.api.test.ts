import fc from 'fast-check';
import { expect, it } from 'vitest';
import { fixedSegments, hasParams, hostileBody, hostilePath, hostileQuery, pathWith } from './hostile-arbitraries.js';
import { describeHostileInput, TIMEOUT } from './hostile-suite.js';

describeHostileInput('path parameters', ({ t, taken, check, tablesUnchanged }) => {
  it(
    'refuses path parameters that name no row, whatever the query and body',
    async () => {
      const routes = t().routes.filter((r) => hasParams(r.url));
      expect(routes.length).toBeGreaterThan(20);
      for (const [i, route] of routes.entries()) {
        const body = route.method === 'GET' ? fc.constant({}) : fc.option(hostileBody, { nil: undefined });
        const shots = fc
          .record({ path: hostilePath(route.url, taken()), query: fc.oneof(fc.constant(''), hostileQuery), body })
          .map(({ path, query, body: b }) => ({ path, query, ...b }));
        const examples = fixedSegments(taken()).map((segment) => ({ path: pathWith(route.url, segment), query: '' }));
        await check(route, i, shots, { examples });
      }
      await tablesUnchanged('at the end');
    },
    TIMEOUT,
  );
});
