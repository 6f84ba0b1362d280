/**
 * `npm run einvoice:test-set -- [--count N] [--notes M] [--out DIR]`: the DIAN habilitación test set of the store
 * this server runs (modules/einvoice/test-set.ts), on its own database and keys, as main.ts opens
 * them. Run it with the server's environment (DATABASE_URL, DATA_DIR, SESSION_SECRET, EINVOICE_SECRET).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { readSessionSecret } from './modules/auth/session-secret.js';
import { einvoiceKeyOf } from './modules/einvoice/einvoice-secrets.js';
import { exportTestSet } from './modules/einvoice/test-set.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10' },
    notes: { type: 'string', default: '0' },
    out: { type: 'string' },
  },
});
const config = loadConfig();
const sessionSecret = readSessionSecret(config);
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  pgPreparedStatements: config.pgPreparedStatements,
  sqliteFile: path.join(config.dataDir, 'comandero.sqlite'),
});
const now = new Date();
const outDir = values.out ?? path.join(config.dataDir, 'set-de-pruebas', now.toISOString().replace(/[:.]/g, '-'));
try {
  const result = await exportTestSet(database.db, einvoiceKeyOf(config.einvoiceSecret, sessionSecret), {
    count: Number(values.count),
    notes: Number(values.notes),
    outDir,
    now,
    cashier: 'Set de pruebas',
  });
  console.log(`Set de pruebas: ${result.files.length} documentos firmados en ${outDir}`);
  console.log(result.documentNumbers.join(', '));
  if (result.noteNumbers.length > 0) console.log(`Notas crédito: ${result.noteNumbers.join(', ')}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
