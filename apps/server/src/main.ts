import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { seedDatabase } from './db/seed.js';
import { ensureAdapterTable } from './realtime/realtime.js';
import { systemClock } from './lib/clock.js';

async function main() {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
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
  const { app } = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  Comandero listo en http://localhost:${config.port} (${database.dialect})\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
