import { CompiledQuery, PostgresAdapter, type Transaction } from 'kysely';
import { nameStatement } from '../../db/pg-named-statements.js';
import type { Database } from '../../db/types.js';

type Table = keyof Database & string;
const texts = new Map<string, string>();

const quote = (name: string) => `"${name}"`;

/**
 * The INSERT of many rows that come as ONE JSON parameter. Its text is the same whatever the row
 * count, so it is parsed once, and a batch of orders costs one round trip per table instead of one
 * per order: what made PostgreSQL keep up with concurrent submits. Rows are inserted in the order
 * given, so ids (which grow) answered sorted follow that order. Tables and columns come from code,
 * never from a request.
 */
function insertText(pg: boolean, table: Table, columns: readonly string[], returnId: boolean): string {
  const key = `${pg ? 'pg' : 'sqlite'}:${table}:${columns.join(',')}:${returnId}`;
  let text = texts.get(key);
  if (text !== undefined) return text;
  const into = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')})`;
  const select = pg
    ? `SELECT ${columns.map((c) => `r.${quote(c)}`).join(', ')} FROM json_populate_recordset(NULL::${quote(table)}, $1::json) WITH ORDINALITY AS r ORDER BY r.ordinality`
    : `SELECT ${columns.map((c) => `value->>'${c}'`).join(', ')} FROM json_each(?) ORDER BY key`;
  text = `${into} ${select}${returnId ? ' RETURNING id' : ''}`;
  texts.set(key, text);
  if (pg) nameStatement(text);
  return text;
}

async function execute(tx: Transaction<Database>, table: Table, rows: object[], returnId: boolean) {
  if (rows.length === 0) return [];
  const pg = tx.getExecutor().adapter instanceof PostgresAdapter;
  const text = insertText(pg, table, Object.keys(rows[0]), returnId);
  const { rows: out } = await tx.executeQuery<{ id: number }>(CompiledQuery.raw(text, [JSON.stringify(rows)]));
  return out;
}

/** Inserts the rows (all with the keys of the first) and answers their ids in the rows' order. */
export async function insertRowsReturningIds(tx: Transaction<Database>, table: Table, rows: object[]) {
  const out = await execute(tx, table, rows, true);
  return out.map((r) => Number(r.id)).sort((a, b) => a - b);
}

export async function insertRows(tx: Transaction<Database>, table: Table, rows: object[]): Promise<void> {
  await execute(tx, table, rows, false);
}
