import { defineProject } from 'vitest/config';
import { ISOLATED_TESTS } from './vitest.isolated-files';

/** The web tests that need a fresh module graph each (vitest.isolated-files.ts). */
export default defineProject({
  test: {
    name: 'web-isolated',
    include: ISOLATED_TESTS,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
  },
});
