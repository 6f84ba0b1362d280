import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * SQL texts of the hot paths (the order submit, the session check) that PostgreSQL should parse and
 * plan once per connection instead of on every call: a submit's context read alone has eight
 * subqueries, and parsing and planning it anew cost more server time than running it. Only texts
 * registered here are named, so a connection holds at most this many prepared statements.
 */
const named = new Map<string, string>();
const MAX_NAMED = 300;

export function nameStatement(text: string): void {
  if (named.has(text) || named.size >= MAX_NAMED) return;
  named.set(text, `c_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
}

/**
 * A statement prepared before a table's columns changed type fails with 0A000 ("cached plan must
 * not change result type") on every later call; one pg has closed after a bind error, with 26000.
 * The call fails once; the connection then prepares the text afresh under another name.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/** Every new connection of the pool runs registered texts as named (prepared) statements. */
export function useNamedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown> | undefined;
    const renamed = new Map<string, string>();
    let generation = 0;
    // Kysely calls query(text, values) and awaits the promise; every other form passes unchanged.
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      const base = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? named.get(text) : undefined;
      if (base === undefined) return query(...args);
      const name = renamed.get(base) ?? base;
      return (query({ name, text, values }) as Promise<unknown>).catch((err: unknown) => {
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'string' && STALE_STATEMENT.has(code)) renamed.set(base, `${base}_${++generation}`);
        throw err;
      });
    };
  });
}
