import type { CreateTableBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** The one place where the two databases differ in DDL: how an auto-increment key is spelt. */
export function idColumn(dialect: DialectName) {
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
