import {
  isAdmin,
  parseScopes,
  scopesBeyondGranter,
  USER_MESSAGES,
  type Scope,
  type ScopeHolder,
  type User,
} from '@comandero/contracts';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { authRepository } from '../auth/auth.repository.js';
import { usersRepository } from './users.repository.js';

const M = USER_MESSAGES;

export type ProfileInput = {
  name: string;
  designation: string | null;
  phone: string | null;
  email: string | null;
  userScopes: Scope[];
};

const profileOf = (p: ProfileInput) => ({
  name: p.name,
  designation: p.designation,
  phone: p.phone,
  email: p.email,
  scope: p.userScopes.join(','),
});

export function usersService(deps: AppDeps) {
  const repo = usersRepository(deps.db);
  const nowIso = () => deps.clock.now().toISOString();

  /** A user other than an admin, found by username inside the caller's transaction or connection. */
  async function editable(conn: Kysely<Database>, username: string) {
    const user = await repo.find(conn, username);
    if (!user) throw notFound(M.notFound);
    if (isAdmin(user)) throw forbidden(M.adminUntouchable);
    return user;
  }

  /**
   * Runs `change` and the removal of the user's sessions in one transaction; then their live sockets
   * are dropped on every instance. Their next request answers 401: the access token names a session
   * that no longer exists, and the refresh token is gone with it.
   */
  async function endingSessions(change: (tx: Kysely<Database>) => Promise<unknown>, userId: number) {
    const sessionIds = await deps.db.transaction().execute(async (tx) => {
      // First: deleting the user would cascade to the sessions, and their ids are needed below.
      const ids = await authRepository(tx).deleteUserSessions(userId);
      await change(tx);
      return ids;
    });
    for (const id of sessionIds) deps.realtime.disconnectSession(id);
  }

  /** Spec §6 lets any SETTINGS holder edit users; granting more than one holds is refused here. */
  function checkGrant(caller: ScopeHolder, requested: readonly Scope[], previous: readonly Scope[] = []) {
    if (scopesBeyondGranter(caller, requested, previous).length > 0) throw forbidden(M.scopesBeyondGranter);
  }

  const view = async (username: string): Promise<User> => {
    const { id: _id, ...user } = (await repo.find(deps.db, username))!;
    return user;
  };

  return {
    list: () => repo.list(),

    async add(caller: ScopeHolder, username: string, password: string, profile: ProfileInput): Promise<User> {
      checkGrant(caller, profile.userScopes);
      if (await repo.usernameTaken(username)) throw conflict(M.duplicate);
      const passwordHash = await hashPassword(password);
      try {
        await repo.insert({ username, passwordHash, nowIso: nowIso(), ...profileOf(profile) });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.duplicate);
        throw err;
      }
      return view(username);
    },

    async update(caller: ScopeHolder, username: string, profile: ProfileInput): Promise<User> {
      const user = await editable(deps.db, username);
      checkGrant(caller, profile.userScopes, parseScopes(user.scope));
      await repo.update(user.id, profileOf(profile), nowIso());
      return view(username);
    },

    async resetPassword(username: string, password: string): Promise<void> {
      const user = await editable(deps.db, username);
      const passwordHash = await hashPassword(password);
      await endingSessions((tx) => repo.setPassword(tx, user.id, passwordHash, nowIso()), user.id);
    },

    async remove(username: string, callerId: number): Promise<void> {
      const user = await repo.find(deps.db, username);
      if (!user) throw notFound(M.notFound);
      if (user.id === callerId) throw badRequest(M.selfDelete);
      if (isAdmin(user)) throw forbidden(M.adminUntouchable);
      await endingSessions((tx) => repo.remove(tx, user.id), user.id);
    },
  };
}
