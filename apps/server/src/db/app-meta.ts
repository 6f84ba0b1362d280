import { randomBytes } from 'node:crypto';
import type { Db } from './database.js';

/**
 * A generated secret is kept in the database so that restarts and other instances sharing the
 * database accept the same access tokens.
 */
export async function loadSessionSecret(db: Db): Promise<string> {
  const candidate = randomBytes(32).toString('hex');
  await db
    .insertInto('app_meta')
    .values({ key: 'session_secret', value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
