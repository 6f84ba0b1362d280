import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, a single worker on a 2-core machine. The API
    // tests wait on disk flushes and PostgreSQL more than they compute: three keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/contracts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // The server's test files share their workers' loaded modules instead of loading the
          // whole server again per file (half of this project's time). Every test builds its own
          // app on its own database; nothing the server keeps lives outside an app but the SQLite
          // order-writer thread, which serves each app's file on its own connection.
          isolate: false,
          globalSetup: ['apps/server/test/pg-catalog-vacuum.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
