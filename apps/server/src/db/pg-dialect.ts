import {
  PostgresAdapter,
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type Dialect,
  type Kysely,
  type MigrationLockOptions,
  type TableMetadata,
} from 'kysely';
import type pg from 'pg';

/**
 * Kysely's own PostgreSQL introspector reads every schema of the database, asking for each whether
 * it may be used; a schema dropped meanwhile by someone else (another store, a parallel test file)
 * fails that whole read with "schema … does not exist", and with it our migrations. Only the
 * migrator asks, and only for table names: this one answers those of the connection's own schema
 * (the first of its search_path) straight from the catalogue.
 */
function ownSchemaIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')`.execute(db);
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v' || r.kind === 'm', columns: [] }));
  };
  return {
    async getSchemas() {
      const { rows } = await sql<{ name: string | null }>`select current_schema() as name`.execute(db);
      return rows[0]?.name ? [{ name: rows[0].name }] : [];
    },
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/**
 * The migration lock of one schema. Kysely's is one advisory lock for the whole database, so
 * stores (or test files) each in a schema of their own migrated one after the other, every one
 * waiting for the others' whole migrations; two instances migrating the same schema still take
 * turns.
 */
const migrationLockKey = (schema: string | undefined) =>
  sql`hashtext('comandero.migrations'), hashtext(coalesce(${schema ?? null}::text, current_schema()))`;

class SchemaMigrationLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    await sql`select pg_advisory_lock(${migrationLockKey(options.lockTableSchema)})`.execute(db);
  }

  override async releaseMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    await sql`select pg_advisory_unlock(${migrationLockKey(options.lockTableSchema)})`.execute(db);
  }
}

export function postgresDialect(pool: pg.Pool): Dialect {
  const base = new PostgresDialect({ pool });
  return {
    createAdapter: () => new SchemaMigrationLockAdapter(),
    createDriver: () => base.createDriver(),
    createQueryCompiler: () => base.createQueryCompiler(),
    createIntrospector: (db) => ownSchemaIntrospector(db),
  };
}
