import { PostgresAdapter, type CreateTableBuilder, type QueryExecutorProvider } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/**
 * Whether `db` (the database or a transaction) talks to PostgreSQL, for the few statements written
 * once per database (array parameters, row locks, data-modifying CTEs) where no DialectName is at hand.
 */
export function onPostgres(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The one place where the two databases differ in DDL: how an auto-increment key is spelt. */
export function idColumn(dialect: DialectName) {
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
