// Runs the browser tests; when one fails, prints its error context (the page's accessibility
// snapshot at the failure) so a CI log alone tells what the screen showed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const MAX_CHARS = 8000;
const run = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
const code = run.status ?? 1;

if (code !== 0 && fs.existsSync('.tmp/results/playwright.json')) {
  const report = JSON.parse(fs.readFileSync('.tmp/results/playwright.json', 'utf8'));
  const failed = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results) {
          if (r.status === 'passed' || r.status === 'skipped') continue;
          const context = r.attachments.find((a) => a.name === 'error-context' && a.path);
          // A timeout's own message names no step; the errors after it name the call that was waiting.
          const errors = (r.errors ?? []).map(
            (e) => `${e.location ? `${e.location.file}:${e.location.line} ` : ''}${e.message ?? ''}`,
          );
          failed.push({
            title: spec.title,
            errors,
            path: context && fs.existsSync(context.path) ? context.path : null,
          });
        }
      }
    }
  };
  for (const suite of report.suites) walk(suite);
  for (const f of failed.filter((f) => f.path)) {
    const text = fs.readFileSync(f.path, 'utf8');
    console.log(
      `\n── error context: ${f.title} ──\n${text.slice(0, MAX_CHARS)}${text.length > MAX_CHARS ? '\n…' : ''}`,
    );
  }
  // Last, so the end of a CI log names each failed test and the step it stopped at.
  for (const f of failed) {
    console.log(`\n── failed: ${f.title} ──\n${f.errors.map((e) => e.slice(0, 1500)).join('\n\n')}`);
  }
}
process.exit(code);
