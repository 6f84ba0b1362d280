import { it } from 'vitest';
import { absentRowPath, hostileQuery, injectionQuery } from './hostile-arbitraries.js';
import { describeHostileInput, TIMEOUT } from './hostile-suite.js';

describeHostileInput('query parameters', ({ t, reads, check, tablesUnchanged }) => {
  it(
    'refuses (or, for a read, ignores) query parameters of wrong types',
    async () => {
      for (const [i, route] of t().routes.entries()) {
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
