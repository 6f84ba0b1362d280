import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * SQL texts of the hot paths (the order submit) that PostgreSQL should parse and plan once per
 * connection instead of on every call: a submit's context read alone has eight subqueries, and
 * parsing and planning it anew cost more server time than running it. Only texts registered here
 * are named, so a connection holds at most this many prepared statements.
 */
const named = new Map<string, string>();
const MAX_NAMED = 300;

export function nameStatement(text: string): void {
  if (named.has(text) || named.size >= MAX_NAMED) return;
  named.set(text, `c_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
}

/** Every new connection of the pool runs registered texts as named (prepared) statements. */
export function useNamedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely calls query(text, values) and awaits the promise; every other form passes unchanged.
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? named.get(text) : undefined;
      return name === undefined ? query(...args) : query({ name, text, values });
    };
  });
}
