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
      SEED_DEMO: '0',
      ALLOWED_ORIGINS: 'http://a:1, http://b:2',
    });
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.seedDemo).toBe(false);
    expect(c.allowedOrigins).toEqual(['http://a:1', 'http://b:2']);
  });
});
