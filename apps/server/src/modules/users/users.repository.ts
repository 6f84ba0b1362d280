import type { User } from '@comandero/contracts';
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
    /** Administrators first, then by name. */
    list(): Promise<User[]> {
      return db
        .selectFrom('users')
        .select(columns)
        .orderBy(sql`case when role = 'admin' then 0 else 1 end`)
        .orderBy('name')
        .orderBy('id')
        .execute();
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
