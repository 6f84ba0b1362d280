import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * apps/server/src is the product: what `npm start` runs (main.ts and all it reaches), the commands
 * the root package.json runs from it (ENTRIES), plus the tests beside it. Fixtures, load drivers and crash harnesses live under apps/server/test or bench/, so
 * the product's folders do not tie together through test code and the server never ships it.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(serverDir, 'src');
const testDir = path.join(serverDir, 'test');

const isTest = (file: string) => file.endsWith('.test.ts');
const rel = (file: string) => path.relative(serverDir, file).split(path.sep).join('/');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

// Static and dynamic imports, re-exports, and files started by URL (worker threads).
const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bnew URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The files `file` names by a relative path, resolved as Node with tsx does (.js names the .ts). */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(RELATIVE_SPECIFIER)].map((match) => {
    const target = path.resolve(path.dirname(file), match[1]);
    const ts = target.replace(/\.js$/, '.ts');
    return target !== ts && fs.existsSync(ts) ? ts : target;
  });
}

/** The server, and the habilitación test set command (`npm run einvoice:test-set`). */
const ENTRIES = ['main.ts', 'einvoice-test-set.ts'];

/** Every file the entries reach through relative imports, with the imports that leave src. */
function reachFromMain() {
  const reached = new Set<string>();
  const leaving: string[] = [];
  const queue = ENTRIES.map((entry) => path.join(srcDir, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const target of relativeImports(file)) {
      if (target.startsWith(srcDir + path.sep)) queue.push(target);
      else leaving.push(`${rel(file)} -> ${path.relative(serverDir, target)}`);
    }
  }
  return { reached, leaving };
}

/**
 * Product folders built ahead of the code that will reach them, each with the step that wires it.
 * An entry whose files are all reached fails the test below, so it cannot outlive its reason.
 */
const AWAITING_WIRING: string[] = [];

describe('apps/server/src holds the product', () => {
  const { reached, leaving } = reachFromMain();

  it('every file under src that is not a test is reached from main.ts', () => {
    const product = filesUnder(srcDir).filter((file) => !isTest(file));
    expect(product.length).toBeGreaterThan(100);
    const unreached = product.filter((file) => !reached.has(file)).map(rel);
    expect(unreached.filter((file) => !AWAITING_WIRING.some((folder) => file.startsWith(folder)))).toEqual([]);
    expect(AWAITING_WIRING.filter((folder) => !unreached.some((file) => file.startsWith(folder)))).toEqual([]);
    // The walk itself: the worker thread's module is started by URL, not imported.
    expect(reached.has(path.join(srcDir, 'modules/pos/order-writer.worker.ts'))).toBe(true);
  });

  it('no file under src but a test is named as test support', () => {
    const support = /(fixtures|^load-|^crash-|^audit-cases-)/;
    expect(
      filesUnder(srcDir)
        .filter((file) => !isTest(file) && support.test(path.basename(file)))
        .map(rel),
    ).toEqual([]);
  });

  it('what main.ts reaches imports nothing from the tests', () => {
    expect(leaving.length).toBeGreaterThan(0);
    expect(leaving.filter((edge) => edge.includes(`-> ${path.relative(serverDir, testDir)}`))).toEqual([]);
    expect([...reached].filter(isTest).map(rel)).toEqual([]);
  });
});
