import { SCOPES, type Scope } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { registerPolicyGuard } from './policy.js';
import Fastify from 'fastify';

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('policy registration', () => {
  it('refuses to register an API route without a policy', async () => {
    const app = Fastify();
    registerPolicyGuard(app, '/api/v1', async () => null);
    await expect(
      app.register(
        async (api) => {
          api.get('/naked', async () => ({}));
        },
        { prefix: '/api/v1' },
      ),
    ).rejects.toThrow(/no declara una política/);
  });
});

describe.each(testDatabases)('policy on every registered route on %s', (kind) => {
  let t: TestApp;
  const cookiesByScope = new Map<Scope | 'none', string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.createUser('sin-permisos', { scope: '' });
    cookiesByScope.set('none', await t.signIn('sin-permisos', 'user-pass-123'));
    const needed = new Set(t.routes.flatMap((r) => (typeof r.policy === 'object' ? r.policy.anyOf : [])));
    for (const scope of SCOPES.filter((s) => needed.has(s))) {
      const username = `u-${scope.toLowerCase()}`;
      await t.createUser(username, { scope });
      cookiesByScope.set(scope, await t.signIn(username, 'user-pass-123'));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('every API route declares a policy', () => {
    expect(t.routes.length).toBeGreaterThan(5);
    const missing = t.routes.filter((r) => !r.policy).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('routes that need a session answer 401 without one', async () => {
    for (const r of t.routes.filter((r) => r.policy !== 'public')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().message).toMatch(/Sesión/);
    }
  });

  it('scoped routes refuse a user without the scope (403) and admit a holder of each listed scope', async () => {
    for (const r of t.routes) {
      if (typeof r.policy !== 'object') continue;
      const url = concrete(r.url);
      const denied = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: { cookie: cookiesByScope.get('none')! },
      });
      expect(denied.statusCode, `${r.method} ${r.url} without scope`).toBe(403);
      for (const scope of r.policy.anyOf) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url,
          headers: { cookie: cookiesByScope.get(scope)! },
        });
        expect([401, 403], `${r.method} ${r.url} with ${scope}`).not.toContain(res.statusCode);
      }
    }
  });

  it('admin-only routes refuse a user holding every scope (403) and admit the admin', async () => {
    const adminOnly = t.routes.filter((r) => r.policy === 'admin');
    expect(adminOnly.length).toBeGreaterThan(0);
    await t.createUser('todos-los-permisos', { scope: SCOPES.join(',') });
    const everyScope = await t.signIn('todos-los-permisos', 'user-pass-123');
    const admin = await t.signIn();
    for (const r of adminOnly) {
      const inject = (cookie: string) =>
        t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { cookie } });
      expect((await inject(everyScope)).statusCode, `${r.method} ${r.url}`).toBe(403);
      expect([401, 403], `${r.method} ${r.url} as admin`).not.toContain((await inject(admin)).statusCode);
    }
  });

  it('admin passes every scoped route', async () => {
    const admin = await t.signIn();
    for (const r of t.routes) {
      if (typeof r.policy !== 'object') continue;
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { cookie: admin } });
      expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.statusCode);
    }
  });
});
