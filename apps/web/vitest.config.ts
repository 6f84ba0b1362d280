import { defineProject } from 'vitest/config';
import { ISOLATED_TESTS } from './vitest.isolated-files';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
    exclude: ISOLATED_TESTS,
    environment: 'jsdom',
    // Files share their worker's jsdom and loaded modules (vitest.isolated-files.ts says which do not);
    // the setup file's afterEach unmounts and clears storage, and the globals a test stubbed (the test
    // harness's fetch) are put back before the next one, so nothing is left for a later file.
    isolate: false,
    unstubGlobals: true,
    setupFiles: ['./vitest.setup.ts'],
  },
});
