import { defineProject } from 'vitest/config';
import web from './vitest.config';
import { ISOLATED_TESTS } from './vitest.isolated-files';

/** The web tests that need a fresh module graph each (vitest.isolated-files.ts), in the web project's environment. */
export default defineProject({
  test: {
    name: 'web-isolated',
    include: ISOLATED_TESTS,
    environment: web.test?.environment,
    setupFiles: web.test?.setupFiles,
  },
});
