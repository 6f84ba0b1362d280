import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverSrc = path.resolve(here, '../..');
const invoicesModule = path.join(serverSrc, 'modules', 'invoices');

/** Tests and test support write invoices of their own to set a scene; they are not the product. */
const isTestSupport = (file: string) =>
  /\.test\.ts$|-fixtures\.ts$|\/audit-cases-[^/]*\.ts$|\/load-[^/]*\.ts$|\/crash-[^/]*\.ts$/.test(file);

/** Every way an invoice row is written: Kysely's builders, the batch insert (db/rows-insert.ts), raw SQL. */
const INVOICE_WRITES = [
  /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]invoices['"`]/,
  /\binsertRows(?:ReturningIds)?\(\s*\w+\s*,\s*['"`]invoices['"`]/,
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?invoices"?\b/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) && !isTestSupport(full) ? [full] : [];
  });
}

describe('invoice writes have one owner', () => {
  it('only modules/invoices writes the invoices table', () => {
    const files = sourceFiles(serverSrc);
    const writers = files
      .filter((file) => INVOICE_WRITES.some((pattern) => pattern.test(fs.readFileSync(file, 'utf8'))))
      .map((file) => path.relative(serverSrc, file));
    expect(writers.filter((file) => !file.startsWith(`modules${path.sep}invoices${path.sep}`))).toEqual([]);
    // The check reads what it means to: the owner's own writes are found by the same patterns.
    expect(writers).toContain(path.relative(serverSrc, path.join(invoicesModule, 'invoice-writer.ts')));
  });

  it('recognises every shape of an invoice write', () => {
    const samples = [
      "tx.insertInto('invoices').values(row)",
      "tx\n  .updateTable('invoices')",
      "insertRowsReturningIds(tx, 'invoices', rows)",
      'sql`INSERT INTO invoices (id) VALUES (1)`',
      'DELETE FROM "invoices" WHERE id = 1',
    ];
    for (const sample of samples) expect(INVOICE_WRITES.some((p) => p.test(sample))).toBe(true);
    expect(INVOICE_WRITES.some((p) => p.test("db.selectFrom('invoices').selectAll()"))).toBe(false);
  });
});
