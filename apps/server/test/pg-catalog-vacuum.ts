import pg from 'pg';

/**
 * Vitest's global setup for the server's tests: PostgreSQL's catalogue compacted before the run.
 * Every test app makes a schema of some hundred tables and drops it, leaving dead rows in
 * pg_attribute, pg_depend, pg_class… On a server whose autovacuum is off (the CI machines' is)
 * they were never reclaimed: after a few runs pg_attribute held 1.8 million dead rows in 376 MB,
 * and every schema made or migrated read through them. VACUUM FULL rewrites the tables with their
 * live rows only (a few seconds, while nothing else uses the database).
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `VACUUM FULL pg_catalog.pg_attribute, pg_catalog.pg_depend, pg_catalog.pg_class, pg_catalog.pg_type,
        pg_catalog.pg_constraint, pg_catalog.pg_trigger, pg_catalog.pg_index, pg_catalog.pg_attrdef,
        pg_catalog.pg_proc, pg_catalog.pg_namespace, pg_catalog.pg_sequence, pg_catalog.pg_statistic`,
    );
  } finally {
    await client.end();
  }
}
