import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web tests that need a module graph of their own (isolate: true): they mock modules, stub
 * globals or timers, or read a singleton's first state. Every other web test file shares its
 * worker's loaded modules and jsdom (vitest.config.ts): loading jsdom and React again per file was
 * four fifths of the web tests' time. Found by what the file does, so a new test that mocks a module
 * is isolated without anyone listing it; one that needs a module's fresh state for another reason
 * says so with a `@vitest-isolate` comment and why.
 */
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|resetModules|stubGlobal|useFakeTimers)\(|\bvi\.spyOn\((globalThis|window)\b|@vitest-isolate\b/;

const root = path.dirname(fileURLToPath(import.meta.url));

export const ISOLATED_TESTS = (fs.readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => NEEDS_ISOLATION.test(fs.readFileSync(path.join(root, file), 'utf8')))
  .sort();
