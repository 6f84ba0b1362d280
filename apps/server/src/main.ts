import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { seedDatabase } from './db/seed.js';
import { readSessionSecret } from './modules/auth/session-secret.js';
import { exitOnSignals } from './shutdown.js';
import { ensureAdapterTable } from './realtime/realtime.js';
import { systemClock } from './lib/clock.js';

async function main() {
  const config = loadConfig();
  if (config.legacyDataDir) {
    console.warn(
      `\n  Los datos siguen en ${config.dataDir}, donde los dejaba npm start antes. Detenga el servidor y ` +
        `muévalos a ${path.join(REPO_ROOT, 'data')} (o fije DATA_DIR).\n`,
    );
  }
  // Before the database is touched: a missing or exposed key stops the start with nothing changed.
  const sessionSecret = readSessionSecret(config);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgPreparedStatements: config.pgPreparedStatements,
    sqliteFile: path.join(config.dataDir, 'comandero.sqlite'),
  });
  await migrateToLatest(database);
  if (database.pgPool) await ensureAdapterTable(database.pgPool);
  await seedDatabase(database.db, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
    demoPassword: config.demoPassword,
    storeTimeZone: config.storeTimeZone,
    storeTimeZoneExplicit: config.storeTimeZoneExplicit,
    clock: systemClock,
    print: (line) => console.log(`\n  ${line}\n`),
  });
  const { app } = await buildApp({
    config,
    database,
    sessionSecret,
    logTerminal: process.stdout.isTTY ? process.stdout : undefined,
  });

  exitOnSignals({ app, closeDatabase: () => database.close() });

  await app.listen({ port: config.port, host: config.host });
  // The bound port, so PORT=0 (any free port) prints where it really listens.
  const { port } = app.server.address() as AddressInfo;
  console.log(`\n  Comandero listo en http://localhost:${port} (${database.dialect})\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
