import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultDataDir, loadConfig, REPO_ROOT } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for a zero-setup start', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.storeTimeZone).toBe('America/Bogota');
    expect(c.storeTimeZoneExplicit).toBe(false);
    // The repository's ./data (or, on an install from before issue 18, where its data already is).
    expect(c.dataDir).toBe(defaultDataDir(REPO_ROOT).dataDir);
    expect(c.webDist).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(c.extraWeb).toBeUndefined();
    // The DIAN by the store's environment, sent by every instance unless told otherwise.
    expect(c.dian).toMatchObject({ url: undefined, worker: true, timeoutMs: 60_000, pollMs: 15_000 });
  });

  it('reads the DIAN web service and its worker settings; a URL that is not one is refused', () => {
    const c = loadConfig({ DIAN_WS_URL: 'http://127.0.0.1:9/svc', DIAN_WORKER: '0', DIAN_POLL_MS: '50' });
    expect(c.dian).toMatchObject({ url: 'http://127.0.0.1:9/svc', worker: false, pollMs: 50 });
    expect(() => loadConfig({ DIAN_WS_URL: 'vpfe' })).toThrow(/DIAN_WS_URL/);
  });

  it('tells an explicit STORE_TIME_ZONE (even the default one) from an unset or blank one', () => {
    expect(loadConfig({ STORE_TIME_ZONE: '' }).storeTimeZoneExplicit).toBe(false);
    expect(loadConfig({ STORE_TIME_ZONE: 'Asia/Tokyo' })).toMatchObject({
      storeTimeZone: 'Asia/Tokyo',
      storeTimeZoneExplicit: true,
    });
    expect(loadConfig({ STORE_TIME_ZONE: 'America/Bogota' }).storeTimeZoneExplicit).toBe(true);
  });

  it('reports every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', STORE_TIME_ZONE: 'Mars/Olympus', SESSION_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'STORE_TIME_ZONE', 'SESSION_SECRET']) expect(text).toContain(name);
  });

  it('reads PostgreSQL, flags and origins', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      SESSION_SECRET: 's'.repeat(32),
      SEED_DEMO: '0',
      ALLOWED_ORIGINS: 'http://a:1, http://b:2',
    });
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.seedDemo).toBe(false);
    expect(c.allowedOrigins).toEqual(['http://a:1', 'http://b:2']);
  });

  it('refuses DATABASE_URL without SESSION_SECRET: every instance must sign with the same key', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /SESSION_SECRET: es obligatoria con DATABASE_URL/,
    );
    const shared = 'k'.repeat(40);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: shared }).sessionSecret).toBe(shared);
    // SQLite needs none: the key file in DATA_DIR is made on first start.
    expect(loadConfig({}).sessionSecret).toBeUndefined();
    expect(() => loadConfig({ SESSION_SECRET: 'k'.repeat(31) })).toThrow(/SESSION_SECRET/);
  });

  it('names the marker cookie cmd_session unless SESSION_MARKER_COOKIE renames it to a valid cookie name', () => {
    expect(loadConfig({}).sessionMarkerCookie).toBe('cmd_session');
    expect(loadConfig({ SESSION_MARKER_COOKIE: 'pos_logged_in' }).sessionMarkerCookie).toBe('pos_logged_in');
    expect(loadConfig({ SESSION_MARKER_COOKIE: '__Host-signed', COOKIE_SECURE: '1' }).sessionMarkerCookie).toBe(
      '__Host-signed',
    );
    for (const bad of ['has space', 'a=b', 'semi;colon', 'cmd_access', 'cmd_refresh', 'ñandú']) {
      expect(() => loadConfig({ SESSION_MARKER_COOKIE: bad }), bad).toThrow(/SESSION_MARKER_COOKIE/);
    }
    // Browsers drop a prefixed cookie that is not Secure.
    expect(() => loadConfig({ SESSION_MARKER_COOKIE: '__Secure-signed' })).toThrow(/COOKIE_SECURE/);
  });

  it('refuses an allowed origin with a path or without a scheme', () => {
    for (const bad of ['caja.example', 'https://caja.example/app', 'http://a:1,ftp//b']) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: bad }), bad).toThrow(/ALLOWED_ORIGINS/);
    }
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://caja.example/' }).allowedOrigins).toEqual(['https://caja.example/']);
  });

  it('puts the data in the repository’s ./data by default, whatever directory the server runs in', () => {
    // `npm start` runs the server in apps/server (issue 18: the data landed in apps/server/data).
    expect(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).name).toBe('comandero');
    const fromServerWorkspace = loadConfig({ INIT_CWD: path.join(REPO_ROOT, 'apps/server') }).dataDir;
    expect(fromServerWorkspace).toBe(loadConfig({ INIT_CWD: os.tmpdir() }).dataDir);
    expect(fromServerWorkspace).toBe(defaultDataDir(REPO_ROOT).dataDir);
    expect(defaultDataDir(REPO_ROOT).dataDir.startsWith(REPO_ROOT)).toBe(true);
  });

  it('keeps an install whose only data is in apps/server/data (where npm start put it before) there', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-root-'));
    try {
      expect(defaultDataDir(root)).toEqual({ dataDir: path.join(root, 'data'), legacy: false });
      fs.mkdirSync(path.join(root, 'apps/server/data'), { recursive: true });
      expect(defaultDataDir(root)).toEqual({ dataDir: path.join(root, 'apps/server/data'), legacy: true });
      fs.mkdirSync(path.join(root, 'data'));
      expect(defaultDataDir(root)).toEqual({ dataDir: path.join(root, 'data'), legacy: false });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads a typed relative DATA_DIR or WEB_DIST from where the command was run (npm names it in INIT_CWD)', () => {
    const typedIn = path.join(os.tmpdir(), 'somewhere');
    expect(loadConfig({ DATA_DIR: 'datos', INIT_CWD: typedIn }).dataDir).toBe(path.join(typedIn, 'datos'));
    expect(loadConfig({ WEB_DIST: '../web', INIT_CWD: typedIn }).webDist).toBe(path.join(os.tmpdir(), 'web'));
    // Run without npm: the process's own directory.
    expect(loadConfig({ DATA_DIR: 'datos' }).dataDir).toBe(path.join(process.cwd(), 'datos'));
    expect(loadConfig({ DATA_DIR: '/srv/comandero', INIT_CWD: typedIn }).dataDir).toBe('/srv/comandero');
  });

  it('serves a second client folder only with both EXTRA_WEB_DIST and EXTRA_WEB_PATH, at a path of its own', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-extra-'));
    try {
      expect(() => loadConfig({ EXTRA_WEB_DIST: dist, EXTRA_WEB_PATH: '/v1' })).toThrow(
        /EXTRA_WEB_DIST: no hay index\.html/,
      );
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
      expect(loadConfig({ EXTRA_WEB_DIST: dist, EXTRA_WEB_PATH: ' /v1/ ' }).extraWeb).toEqual({ dist, path: '/v1' });
      expect(
        loadConfig({ EXTRA_WEB_DIST: path.basename(dist), EXTRA_WEB_PATH: '/clientes/caja', INIT_CWD: os.tmpdir() })
          .extraWeb,
      ).toEqual({ dist, path: '/clientes/caja' });
      expect(() => loadConfig({ EXTRA_WEB_DIST: dist })).toThrow(
        /EXTRA_WEB_PATH: EXTRA_WEB_DIST y EXTRA_WEB_PATH van juntas/,
      );
      expect(() => loadConfig({ EXTRA_WEB_PATH: '/v1' })).toThrow(/EXTRA_WEB_PATH/);
      for (const bad of [
        '/',
        'v1',
        '/v 1',
        '/a/../b',
        '/api',
        '/API/v1',
        '/socket.io',
        '/assets',
        '/dashboard',
        '/print-receipt',
      ]) {
        expect(() => loadConfig({ EXTRA_WEB_DIST: dist, EXTRA_WEB_PATH: bad }), bad).toThrow(/EXTRA_WEB_PATH/);
      }
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
