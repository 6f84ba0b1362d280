import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIES, SESSION_MARKER_META } from '@comandero/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

const sourcePage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/index.html');

/** A stand-in for apps/web/dist: the real page source (with its placeholder) and one asset. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-dist-'));
  fs.copyFileSync(sourcePage, path.join(dir, 'index.html'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);');
  return dir;
}

const metaOf = (html: string) =>
  [...html.matchAll(new RegExp(`<meta name="${SESSION_MARKER_META}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

describe.each(testDatabases)('session marker cookie name on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  afterEach(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string> = {}) => {
    dist = fakeDist();
    t = await createTestApp(kind, { env: { WEB_DIST: dist, ...env } });
  };

  it('sets and clears the marker under SESSION_MARKER_COOKIE, and the served page names it', async () => {
    await start({ SESSION_MARKER_COOKIE: 'pos_signed_in' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: ADMIN });
    expect(signIn.statusCode).toBe(200);
    const names = signIn.cookies.map((c) => c.name);
    expect(names).toContain('pos_signed_in');
    expect(names).not.toContain(COOKIES.marker);
    expect(signIn.cookies.find((c) => c.name === 'pos_signed_in')?.httpOnly).toBeFalsy();

    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: { cookie } });
    expect(out.cookies.find((c) => c.name === 'pos_signed_in')?.value).toBe('');

    for (const url of ['/', '/index.html', '/dashboard/pos']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(metaOf(page.body), url).toEqual(['pos_signed_in']);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1);');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nada' })).statusCode).toBe(404);
  });

  it('keeps cmd_session by default and names it in the page too', async () => {
    await start();
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: ADMIN });
    expect(signIn.cookies.map((c) => c.name)).toContain(COOKIES.marker);
    expect(metaOf((await t.app.inject({ method: 'GET', url: '/dashboard/home' })).body)).toEqual([COOKIES.marker]);
  });

  it('behind HTTPS names the __Host- marker in the page it sets, and a plain request the plain one', async () => {
    await start({ TRUST_PROXY: '1' });
    const https = { 'x-forwarded-proto': 'https' };
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', headers: https, payload: ADMIN });
    expect(signIn.cookies.map((c) => c.name)).toContain(`__Host-${COOKIES.marker}`);
    const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/dashboard/home', headers });
    expect(metaOf((await page(https)).body)).toEqual([`__Host-${COOKIES.marker}`]);
    expect(metaOf((await page({})).body)).toEqual([COOKIES.marker]);
    // Asked for again after the other name: each transport keeps its own page.
    expect(metaOf((await page(https)).body)).toEqual([`__Host-${COOKIES.marker}`]);
  });

  it('keeps a renamed marker exactly as named behind HTTPS, for the front end that reads that name', async () => {
    await start({ COOKIE_SECURE: '1', SESSION_MARKER_COOKIE: 'pos_signed_in' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: ADMIN });
    const marker = signIn.cookies.find((c) => c.name === 'pos_signed_in');
    expect(marker?.secure).toBe(true);
    expect(metaOf((await t.app.inject({ method: 'GET', url: '/' })).body)).toEqual(['pos_signed_in']);
  });
});
