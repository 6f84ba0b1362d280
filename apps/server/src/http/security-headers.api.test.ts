import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('sends the content security policy and helmet headers on API answers and the web app', async () => {
    t = await createTestApp('sqlite');
    for (const url of ['/api/v1/auth/me', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('lets the sites of allowed origins read resources', async () => {
    t = await createTestApp('sqlite', { env: { ALLOWED_ORIGINS: 'https://caja.example.com' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
