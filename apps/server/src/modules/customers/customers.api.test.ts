import { CUSTOMER_MESSAGES } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

describe.each(testDatabases)('GET /customers/:phone on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
    for (const scope of ['POS', 'VIEW_CUSTOMERS', 'KITCHEN']) await t.createUser(`u-${scope}`, { scope });
  });
  afterAll(async () => {
    await t.close();
  });

  const lookup = async (phone: string, username?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/customers/${encodeURIComponent(phone)}`,
      headers: { cookie: username ? await t.signIn(username, 'user-pass-123') : await t.signIn() },
    });

  it('finds a customer by phone for the POS and customer scopes', async () => {
    for (const who of [undefined, 'u-POS', 'u-VIEW_CUSTOMERS']) {
      const res = await lookup('3001234567', who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toEqual({
        phone: '3001234567',
        name: 'María Fernanda Gómez',
        email: 'mafe.gomez@example.com',
        gender: 'female',
        birth_date: '1990-04-12',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    }
  });

  it('ignores the spaces, dashes, dots and brackets staff type in a phone', async () => {
    for (const typed of ['300 123 4567', '300-123-4567', ' (300) 123.4567 ']) {
      const res = await lookup(typed, 'u-POS');
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().phone).toBe('3001234567');
    }
    const now = new Date().toISOString();
    // A phone stored with its dashes (before lookups were normalised) is still found as typed.
    await t.database.db
      .insertInto('customers')
      .values({
        phone: '310-555-0000',
        name: 'Con guiones',
        name_search: 'con guiones',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await lookup('310-555-0000')).json().name).toBe('Con guiones');
  });

  it('answers 404 for an unknown phone and 403 without a matching scope', async () => {
    const unknown = await lookup('3990000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: CUSTOMER_MESSAGES.notFound });
    const tooLong = await lookup('1'.repeat(31));
    expect(tooLong.statusCode).toBe(400);
    const kitchen = await lookup('3001234567', 'u-KITCHEN');
    expect(kitchen.statusCode).toBe(403);
  });
});
