import { naturalCompare, type User } from '@comandero/contracts';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

const columns = ['username', 'name', 'role', 'photo', 'designation', 'phone', 'email', 'scope'] as const;

export type UserProfile = {
  name: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
  scope: string;
};

export function usersRepository(db: Db) {
  return {
    /**
     * Administrators first, then by name as people read them (in code: the two databases' collations
     * would order "Ana" and "álvaro" differently).
     */
    async list(): Promise<User[]> {
      const rows = await db
        .selectFrom('users')
        .select(['id', ...columns])
        .orderBy('id')
        .execute();
      rows.sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || naturalCompare(a.name, b.name));
      return rows.map(({ id: _id, ...user }) => user);
    },

    find(conn: Kysely<Database>, username: string) {
      return conn
        .selectFrom('users')
        .select(['id', ...columns])
        .where('username', '=', username)
        .executeTakeFirst();
    },

    /** Usernames differing only in case would be told apart by sign-in but not by people. */
    async usernameTaken(username: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(u: UserProfile & { username: string; passwordHash: string; nowIso: string }): Promise<void> {
      await db
        .insertInto('users')
        .values({
          username: u.username,
          password_hash: u.passwordHash,
          name: u.name,
          role: 'staff',
          designation: u.designation,
          phone: u.phone,
          email: u.email,
          photo: null,
          scope: u.scope,
          created_at: u.nowIso,
          updated_at: u.nowIso,
        })
        .execute();
    },

    async update(id: number, p: UserProfile, nowIso: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ ...p, updated_at: nowIso })
        .where('id', '=', id)
        .execute();
    },

    async setPassword(conn: Kysely<Database>, id: number, passwordHash: string, nowIso: string): Promise<void> {
      await conn
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: nowIso })
        .where('id', '=', id)
        .execute();
    },

    async remove(conn: Kysely<Database>, id: number): Promise<void> {
      await conn.deleteFrom('users').where('id', '=', id).execute();
    },
  };
}
