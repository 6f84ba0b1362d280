import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@comandero/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';

const OUR_PAGE = '<!doctype html><html><head><title>Comandero</title></head><body>nuestra app</body></html>';
const THEIR_PAGE =
  '<!doctype html><html><head><title>Cliente v1</title></head><body>cliente de la semilla</body></html>';

/** Two built clients: ours (WEB_DIST) and a second one (EXTRA_WEB_DIST), each with an asset. */
function dists() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-extra-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('ours/index.html', OUR_PAGE);
  write('ours/assets/app.js', 'console.log("nuestra");');
  write('theirs/index.html', THEIR_PAGE);
  write('theirs/assets/index.js', 'console.log("v1");');
  write('theirs/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** Issue 18: a second static client served from our origin under EXTRA_WEB_PATH, with history fallback. */
describe.each(testDatabases)('a second client folder at EXTRA_WEB_PATH on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    dir = dists();
    t = await createTestApp(kind, {
      env: { WEB_DIST: path.join(dir, 'ours'), EXTRA_WEB_DIST: path.join(dir, 'theirs'), EXTRA_WEB_PATH: '/v1/' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (pathname: string, init?: RequestInit) => fetch(`${url}${pathname}`, { redirect: 'manual', ...init });

  it('serves its files, and its page for every path under it (a reload of one of its screens)', async () => {
    for (const pathname of ['/v1/', '/v1/dashboard/pos', '/v1/dashboard/customers?page=2', '/v1/index.html']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(await res.text(), pathname).toBe(THEIR_PAGE);
    }
    const asset = await get('/v1/assets/index.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log("v1");');
    expect((await get('/v1/logo.svg')).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('sends the bare path to the folder, so the page’s relative URLs resolve under it', async () => {
    const res = await get('/v1?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/v1/?x=1');
  });

  it('leaves our app, the API and unknown API paths as they were', async () => {
    for (const pathname of ['/', '/dashboard/pos', '/v1x']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(await res.text(), pathname).toContain('nuestra app');
    }
    expect(await (await get('/assets/app.js')).text()).toBe('console.log("nuestra");');
    const missing = await get('/api/v1/nada');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: MESSAGES.notFound });
    const unauthenticated = await get('/api/v1/pos/init');
    expect(unauthenticated.status).toBe(401);
    // A write under the folder is no page: a JSON 404, not the client's index.
    const post = await get('/v1/dashboard', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('socket.io still answers at /socket.io: a signed-in handshake connects, one without cookies is refused', async () => {
    const open = (cookie?: string) => {
      const s = connect(url, {
        transports: ['polling', 'websocket'],
        // What a page of this origin sends: its own origin, and the cookies it holds.
        extraHeaders: { origin: url, ...(cookie ? { cookie } : {}) },
        reconnection: false,
      });
      sockets.push(s);
      return new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', (e) => reject(e));
      });
    };
    await open(await t.signIn());
    await expect(open()).rejects.toThrow();
  });
});
