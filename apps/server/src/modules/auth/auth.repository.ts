import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedQueries } from '../../db/prepared-query.js';
import type { AuthUserRow } from '../../lib/auth-context.js';
import { dataVersionColumns, dataVersionsOf, type DataVersions } from '../../lib/data-stamp.js';

const userColumns = [
  'users.id',
  'users.username',
  'users.name',
  'users.role',
  'users.designation',
  'users.photo',
  'users.scope',
] as const;

export function authRepository(db: Db) {
  const run = preparedQueries();
  return {
    findUserForSignIn(username: string) {
      return db
        .selectFrom('users')
        .select([...userColumns, 'users.password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
    },

    /**
     * One query per authenticated request: the live session, the user's current scopes, and our
     * data's counters (the stamp of the request's kept answers, which would be a second round trip).
     */
    async findSessionUser(
      sessionKey: string,
      userId: number,
      nowIso: string,
    ): Promise<{ user: AuthUserRow; versions: DataVersions } | undefined> {
      const [row] = await run(db, 'session-user', [sessionKey, userId, nowIso], () =>
        db
          .selectFrom('device_sessions')
          .innerJoin('users', 'users.id', 'device_sessions.user_id')
          .innerJoin('data_versions', (join) => join.on(sql<boolean>`data_versions.id = 1`))
          .select([...userColumns, ...dataVersionColumns()])
          .where('device_sessions.id', '=', sessionKey)
          .where('device_sessions.user_id', '=', userId)
          .where('device_sessions.expires_at', '>', nowIso),
      );
      if (!row) return undefined;
      const { id, username, name, role, designation, photo, scope } = row;
      return { user: { id, username, name, role, designation, photo, scope }, versions: dataVersionsOf(row) };
    },

    /** By the session's stored key: its refresh hashes are compared by the caller. */
    findLiveSession(sessionKey: string, nowIso: string) {
      return db
        .selectFrom('device_sessions')
        .select(['id', 'user_id', 'refresh_token_hash', 'previous_refresh_hash', 'refresh_rotated_at'])
        .where('id', '=', sessionKey)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
    },

    insertSession(row: {
      id: string;
      user_id: number;
      refresh_token_hash: string;
      device_ip: string | null;
      device_name: string | null;
      device_location: string | null;
      created_at: string;
      last_used_at: string;
      expires_at: string;
    }) {
      return db.insertInto('device_sessions').values(row).execute();
    },

    /** Compare-and-set: only the holder of the current token can rotate it. */
    async rotateRefresh(sessionId: string, oldHash: string, newHash: string, nowIso: string, expiresAt: string) {
      const res = await db
        .updateTable('device_sessions')
        .set({
          refresh_token_hash: newHash,
          previous_refresh_hash: oldHash,
          refresh_rotated_at: nowIso,
          last_used_at: nowIso,
          expires_at: expiresAt,
        })
        .where('id', '=', sessionId)
        .where('refresh_token_hash', '=', oldHash)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    deleteSession(sessionId: string) {
      return db.deleteFrom('device_sessions').where('id', '=', sessionId).execute();
    },

    async deleteUserSession(userId: number, sessionId: string) {
      const res = await db
        .deleteFrom('device_sessions')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },

    listSessions(userId: number, nowIso: string) {
      return db
        .selectFrom('device_sessions')
        .select(['id', 'device_ip', 'device_name', 'device_location', 'created_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', nowIso)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Every session of a user (password reset, user removed); answers their ids to drop their sockets. */
    async deleteUserSessions(userId: number): Promise<string[]> {
      const rows = await db.deleteFrom('device_sessions').where('user_id', '=', userId).returning('id').execute();
      return rows.map((r) => r.id);
    },

    async deleteExpiredSessions(nowIso: string): Promise<string[]> {
      const rows = await db.deleteFrom('device_sessions').where('expires_at', '<=', nowIso).returning('id').execute();
      return rows.map((r) => r.id);
    },
  };
}
