import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Files that take minutes, not seconds (a route walk per database, processes started and killed,
 * a thousand orders at once). Without a results cache (a clean clone in CI) Vitest starts the
 * largest files first, and these are small: they started last and ran alone at the end, 3–4
 * minutes of one worker busy and two idle (2026-11-29). They start first instead. Not the
 * `.process` files: started together, their timing bounds (a shutdown within a second) met each other's load.
 */
const LONG_FILES = /(hostile-[a-z]+|concurrency|einvoice|invoice-void)\.api\.test\.ts$/;

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => LONG_FILES.test(f.moduleId);
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, a single worker on a 2-core machine. The API
    // tests wait on disk flushes and PostgreSQL more than they compute: three keep both cores busy.
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirst },
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
      './apps/web/vitest.isolated.config.ts',
    ],
  },
});
