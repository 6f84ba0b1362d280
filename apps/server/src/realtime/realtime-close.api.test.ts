import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabases } from '../../test/test-app.js';

const HANG_MS = 10_000;

describe.each(testDatabases)('realtime shutdown on %s', (kind) => {
  it('lets the database close right after start (the adapter gives its LISTEN client back)', async () => {
    const t = await createTestApp(kind);
    // No pause: on PostgreSQL the adapter is still taking its LISTEN client from the pool here.
    await t.app.close();
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      t.database.close().then(() => 'closed'),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve('hung'), HANG_MS);
      }),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('closed');
  });
});
