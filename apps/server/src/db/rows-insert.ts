import { CompiledQuery, type Transaction } from 'kysely';
import { onPostgres } from './dialect.js';
import { nameStatement } from './pg-named-statements.js';
import type { Database } from './types.js';

type Table = keyof Database & string;
type Rows = Record<string, unknown>[];

/**
 * Another write of the same transaction that can share an INSERT's round trip: on PostgreSQL its
 * data-modifying CTEs (`pgCtes`, without WITH; parameters `params` as $2, $3, …, the INSERT's rows
 * being $1) go ahead of the INSERT in one statement; elsewhere, `alone` runs it by itself.
 */
export type RidingWrite = { pgCtes: string; params: unknown[]; alone(): Promise<void> };

/** SQLite chunk sizes: any count is a sum of these, so each table has at most seven statement texts. */
const SQLITE_CHUNKS = [64, 32, 16, 8, 4, 2, 1];

const texts = new Map<string, string>();
/** Names come from code; the check keeps a quote or a space from ever reaching the SQL text. */
const quote = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nombre SQL no válido: ${name}`);
  return `"${name}"`;
};

function cached(key: string, build: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = build();
    texts.set(key, text);
  }
  return text;
}

/**
 * PostgreSQL: every row in ONE JSON parameter, so the text is the same whatever the count (parsed
 * and planned once per connection) and a batch of orders costs one round trip per table.
 */
function pgText(table: Table, columns: string[], returnId: boolean): string {
  return cached(`pg:${table}:${columns.join(',')}:${returnId}`, () => {
    const into = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')})`;
    const picked = columns.map((c) => `r.${quote(c)}`).join(', ');
    const rows = `json_populate_recordset(NULL::${quote(table)}, $1::json) WITH ORDINALITY AS r`;
    const text = `${into} SELECT ${picked} FROM ${rows} ORDER BY r.ordinality${returnId ? ' RETURNING id' : ''}`;
    nameStatement(text);
    return text;
  });
}

/** SQLite has no round trip to save; bound VALUES are three times quicker for it than reading JSON. */
function sqliteText(table: Table, columns: string[], count: number, returnId: boolean): string {
  return cached(`sqlite:${table}:${columns.join(',')}:${count}:${returnId}`, () => {
    const row = `(${columns.map(() => '?').join(', ')})`;
    const values = Array<string>(count).fill(row).join(', ');
    return `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values}${returnId ? ' RETURNING id' : ''}`;
  });
}

/**
 * Many rows in as few statements as the database allows, in the order given. Ids grow with each
 * row inserted, so sorted they follow the rows. Tables and columns come from code, never from a
 * request; every row has the keys of the first.
 */
async function insert(
  tx: Transaction<Database>,
  table: Table,
  rows: Rows,
  returnId: boolean,
  riding?: RidingWrite,
): Promise<number[]> {
  if (rows.length === 0) {
    await riding?.alone();
    return [];
  }
  const columns = Object.keys(rows[0]);
  const run = async (text: string, params: unknown[]) =>
    (await tx.executeQuery<{ id: number }>(CompiledQuery.raw(text, params))).rows.map((r) => Number(r.id));
  if (onPostgres(tx)) {
    const text = pgText(table, columns, returnId);
    if (!riding) return run(text, [JSON.stringify(rows)]);
    const both = cached(`${text}\n${riding.pgCtes}`, () => {
      const joined = `WITH ${riding.pgCtes} ${text}`;
      nameStatement(joined);
      return joined;
    });
    return run(both, [JSON.stringify(rows), ...riding.params]);
  }
  await riding?.alone();
  const ids: number[] = [];
  let at = 0;
  for (const size of SQLITE_CHUNKS) {
    while (rows.length - at >= size) {
      const chunk = rows.slice(at, at + size);
      ids.push(
        ...(await run(
          sqliteText(table, columns, size, returnId),
          chunk.flatMap((r) => columns.map((c) => r[c])),
        )),
      );
      at += size;
    }
  }
  return ids;
}

/** Inserts the rows and answers their ids in the rows' order; `riding`, written in the same round trip. */
export async function insertRowsReturningIds(
  tx: Transaction<Database>,
  table: Table,
  rows: Rows,
  riding?: RidingWrite,
): Promise<number[]> {
  const ids = await insert(tx, table, rows, true, riding);
  // Ids are matched to rows by position: a short answer must fail the batch, never shift them.
  if (ids.length !== rows.length) throw new Error(`${table}: ${ids.length} ids para ${rows.length} filas`);
  return ids.sort((a, b) => a - b);
}

export async function insertRows(tx: Transaction<Database>, table: Table, rows: Rows): Promise<void> {
  await insert(tx, table, rows, false);
}
