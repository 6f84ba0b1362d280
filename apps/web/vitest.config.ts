import { defineProject } from 'vitest/config';
import { ISOLATED_TESTS } from './vitest.isolated-files';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
    exclude: ISOLATED_TESTS,
    environment: 'jsdom',
    // Files share their worker's jsdom and loaded modules (vitest.isolated-files.ts says which do not);
    // the setup file's afterEach unmounts, clears storage and leaves nothing else behind.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
  },
});
