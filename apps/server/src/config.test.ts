import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for a zero-setup start', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.storeTimeZone).toBe('America/Bogota');
    expect(c.storeTimeZoneExplicit).toBe(false);
    expect(c.dataDir.endsWith('/data')).toBe(true);
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
});
