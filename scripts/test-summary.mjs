// Prints one closing line over both runners ("N passed, N failed"), so CI reads a single verdict.
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('.tmp/results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read('.tmp/results/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
if (!vitest || !playwright) {
  console.error('test-summary: missing results of', !vitest ? 'vitest' : 'playwright');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
