import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { SESSION_SECRET_FILE } from './session-secret.js';

describe.each(testDatabases)('the session key on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const me = (app: TestApp['app'], cookie: string) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });

  it('without SESSION_SECRET signs with the 0600 key file in DATA_DIR, which a restart reuses', async () => {
    t = await createTestApp(kind);
    const file = path.join(t.dataDir, SESSION_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(t.deps.sessionSecret).toBe(fs.readFileSync(file, 'utf8').trim());
    const cookie = await t.signIn();

    // The same DATA_DIR and database after a restart: sessions survive.
    const restarted = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
      database: t.database,
    });
    try {
      expect(restarted.deps.sessionSecret).toBe(t.deps.sessionSecret);
      expect((await me(restarted.app, cookie)).statusCode).toBe(200);
    } finally {
      await restarted.app.close();
    }
  });

  it('with SESSION_SECRET signs with it, writes no key file, and another key refuses its tokens', async () => {
    const secret = 'una-clave-compartida-por-todas-las-instancias';
    t = await createTestApp(kind, { env: { SESSION_SECRET: secret } });
    expect(t.deps.sessionSecret).toBe(secret);
    expect(fs.existsSync(path.join(t.dataDir, SESSION_SECRET_FILE))).toBe(false);
    const cookie = await t.signIn();
    expect((await me(t.app, cookie)).statusCode).toBe(200);

    const other = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: `${secret}-otra` }),
      database: t.database,
    });
    try {
      expect((await me(other.app, cookie)).statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });
});
