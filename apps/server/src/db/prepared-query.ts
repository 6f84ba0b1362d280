import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { onPostgres } from './dialect.js';
import { nameStatement } from './pg-named-statements.js';
import type { Database } from './types.js';

export type RunPrepared = <R>(
  executor: Kysely<Database>,
  shape: string,
  params: readonly unknown[],
  build: () => Compilable<R>,
) => Promise<R[]>;

/** Shapes kept compiled by one caller; the order path has two (its context read and the token counter). */
export const MAX_PREPARED_SHAPES = 50;

/**
 * Kysely rebuilds and recompiles a query on every call: about 10 µs and a heap of short-lived
 * objects each, a sixth of an order's cost under load. For the hot paths (the order submit, the
 * session check of every request) the SQL text is compiled once per shape (the caller names it,
 * e.g. "context") and re-run with fresh parameters; PostgreSQL also plans it once per connection
 * (pg-named-statements.ts). The first call of a shape checks that the parameters the caller lists
 * are exactly those Kysely compiled, in order, so a mismatch fails loudly instead of writing a value
 * into the wrong column.
 */
export function preparedQueries(maxShapes = MAX_PREPARED_SHAPES): RunPrepared & { cachedShapes(): number } {
  const texts = new Map<string, string>();
  const run = async <R>(
    executor: Kysely<Database>,
    shape: string,
    params: readonly unknown[],
    build: () => Compilable<R>,
  ): Promise<R[]> => {
    let text = texts.get(shape);
    if (text === undefined) {
      const compiled = build().compile();
      if (!isDeepStrictEqual([...compiled.parameters], [...params])) {
        throw new Error(`Consulta preparada ${shape}: los parámetros no coinciden con la consulta compilada`);
      }
      text = compiled.sql;
      // A shape beyond the bound is compiled on each call instead: the map never grows without end.
      if (texts.size < maxShapes) {
        texts.set(shape, text);
        if (onPostgres(executor)) nameStatement(text);
      }
    }
    const result = await executor.executeQuery(CompiledQuery.raw(text, [...params]));
    return result.rows as R[];
  };
  return Object.assign(run, { cachedShapes: () => texts.size });
}
