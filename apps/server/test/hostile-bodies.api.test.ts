import { expect, it } from 'vitest';
import {
  absentRowPath,
  fieldsTakingAMegabyte,
  fieldsWithoutWrongValue,
  FIXED_BODIES,
  wrongFieldsJson,
} from './hostile-arbitraries.js';
import { describeHostileInput, TIMEOUT } from './hostile-suite.js';

describeHostileInput('bodies', ({ t, writes, check, tablesUnchanged }) => {
  it('knows a wrong value for every field name of the contracts, and every text field has a length limit', () => {
    expect(fieldsWithoutWrongValue()).toEqual([]);
    expect(fieldsTakingAMegabyte()).toEqual([]);
    expect(t().routes.length).toBeGreaterThan(50);
  });

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
});
