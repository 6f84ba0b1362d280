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
import { audit, type Actor } from '../audit/audit.js';
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
    for (const sessionId of sessionIds) deps.events.publish('session.ended', { sessionId });
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

    // Creation, deletion, a change of scopes and a password reset are audited in their transaction.
    async add(actor: Actor, username: string, password: string, profile: ProfileInput): Promise<User> {
      checkGrant(actor.user, profile.userScopes);
      if (await repo.usernameTaken(username)) throw conflict(M.duplicate);
      const passwordHash = await hashPassword(password);
      try {
        await deps.db.transaction().execute(async (tx) => {
          const at = nowIso();
          await usersRepository(tx).insert({ username, passwordHash, nowIso: at, ...profileOf(profile) });
          const after = { name: profile.name, scopes: profile.userScopes };
          await audit(tx, actor, { action: 'user.add', entityType: 'user', entityId: username, after, at });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.duplicate);
        throw err;
      }
      return view(username);
    },

    async update(actor: Actor, username: string, profile: ProfileInput): Promise<User> {
      await deps.db.transaction().execute(async (tx) => {
        const user = await editable(tx, username);
        const previous = parseScopes(user.scope);
        checkGrant(actor.user, profile.userScopes, previous);
        const at = nowIso();
        await usersRepository(tx).update(user.id, profileOf(profile), at);
        const same = (a: readonly Scope[], b: readonly Scope[]) => [...a].sort().join() === [...b].sort().join();
        if (same(previous, profile.userScopes)) return;
        const before = { scopes: previous };
        const after = { scopes: profile.userScopes };
        await audit(tx, actor, { action: 'user.scopes', entityType: 'user', entityId: username, before, after, at });
      });
      return view(username);
    },

    /** The new password is never written to the log, only that it was reset. */
    async resetPassword(actor: Actor, username: string, password: string): Promise<void> {
      const user = await editable(deps.db, username);
      const passwordHash = await hashPassword(password);
      await endingSessions(async (tx) => {
        const at = nowIso();
        await repo.setPassword(tx, user.id, passwordHash, at);
        await audit(tx, actor, { action: 'user.password_reset', entityType: 'user', entityId: username, at });
      }, user.id);
    },

    async remove(actor: Actor, username: string): Promise<void> {
      const user = await repo.find(deps.db, username);
      if (!user) throw notFound(M.notFound);
      if (user.id === actor.user.id) throw badRequest(M.selfDelete);
      if (isAdmin(user)) throw forbidden(M.adminUntouchable);
      await endingSessions(async (tx) => {
        const at = nowIso();
        await repo.remove(tx, user.id);
        const before = { name: user.name, scopes: parseScopes(user.scope) };
        await audit(tx, actor, { action: 'user.delete', entityType: 'user', entityId: username, before, at });
      }, user.id);
    },
  };
}
