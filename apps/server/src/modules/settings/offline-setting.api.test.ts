import {
  MANAGER_PIN_ITERATIONS,
  OFFLINE_MESSAGES,
  type ManagerPinVerifier,
  type OfflineSetting,
  type PosInitResponse,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, expectError, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

/** What a browser does offline (WebCrypto): PBKDF2-SHA-256 of the typed PIN against the verifier. */
async function pinMatches(pin: string, v: ManagerPinVerifier): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: Buffer.from(v.salt, 'base64'), iterations: v.iterations },
    key,
    256,
  );
  return Buffer.from(bits).toString('base64') === v.hash;
}

/** Issue 22: the store settings section "Ventas sin conexión" and the /pos/init offline block. */
describe.each(testDatabases)('Offline sales settings on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;

  beforeEach(async () => {
    ({ t, c, api } = await openPosApp(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const settings = async () => {
    const res = await api.get('/settings/offline-setting');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OfflineSetting;
  };
  const save = (body: object) => api.post('/settings/offline-setting', body);
  const offlineBlock = async () => {
    const res = await api.get('/pos/init');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as PosInitResponse).offline!;
  };

  it('starts allowing offline payments, with no limit and no PIN', async () => {
    expect(await settings()).toEqual({ paymentsAllowed: true, queueLimit: null, managerPinSet: false });
    expect(await offlineBlock()).toEqual({
      paymentsAllowed: true,
      queueLimit: null,
      managerPin: null,
      cashPaymentTypeIds: [c.paymentTypes.cash],
    });
  });

  it('round-trips the settings; the PIN becomes a verifier WebCrypto checks, and is never answered', async () => {
    const res = await save({ paymentsAllowed: false, queueLimit: 150_000.5, managerPin: '4821' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: OFFLINE_MESSAGES.settingsSaved });
    expect(await settings()).toEqual({ paymentsAllowed: false, queueLimit: 150_000.5, managerPinSet: true });

    const block = await offlineBlock();
    expect(block).toMatchObject({ paymentsAllowed: false, queueLimit: 150_000.5 });
    const pin = block.managerPin!;
    expect(pin.iterations).toBe(MANAGER_PIN_ITERATIONS);
    expect(pin.iterations).toBeGreaterThanOrEqual(100_000);
    expect(Buffer.from(pin.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(pin.hash, 'base64')).toHaveLength(32);
    expect(await pinMatches('4821', pin)).toBe(true);
    expect(await pinMatches('4822', pin)).toBe(false);

    // Stored as a verifier only: no column and no answer holds the PIN.
    const row = await t.database.db
      .selectFrom('store_settings')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('4821');
    expect(row.offline_queue_limit).toBe(15_000_050);
    for (const path of ['/settings/offline-setting', '/pos/init', '/settings/store-setting']) {
      expect((await api.get(path)).body).not.toContain('4821');
    }

    // Absent keeps the PIN; a new one replaces it with a new salt; null removes it.
    expect((await save({ paymentsAllowed: true, queueLimit: '' })).statusCode).toBe(200);
    expect(await settings()).toEqual({ paymentsAllowed: true, queueLimit: null, managerPinSet: true });
    expect((await offlineBlock()).managerPin).toEqual(pin);
    expect((await save({ paymentsAllowed: true, queueLimit: null, managerPin: '12345678' })).statusCode).toBe(200);
    const changed = (await offlineBlock()).managerPin!;
    expect(changed.salt).not.toBe(pin.salt);
    expect(await pinMatches('12345678', changed)).toBe(true);
    expect(await pinMatches('4821', changed)).toBe(false);
    expect((await save({ paymentsAllowed: true, queueLimit: null, managerPin: null })).statusCode).toBe(200);
    expect(await settings()).toEqual({ paymentsAllowed: true, queueLimit: null, managerPinSet: false });
    expect((await offlineBlock()).managerPin).toBeNull();
  });

  it('refuses a bad PIN, limit or flag and changes nothing', async () => {
    await save({ paymentsAllowed: true, queueLimit: 1000, managerPin: '1111' });
    const before = await offlineBlock();
    const cases: [object, string][] = [
      [{ paymentsAllowed: true, queueLimit: null, managerPin: '123' }, OFFLINE_MESSAGES.managerPinInvalid],
      [{ paymentsAllowed: true, queueLimit: null, managerPin: '123456789' }, OFFLINE_MESSAGES.managerPinInvalid],
      [{ paymentsAllowed: true, queueLimit: null, managerPin: '12a4' }, OFFLINE_MESSAGES.managerPinInvalid],
      [{ paymentsAllowed: true, queueLimit: null, managerPin: 1234 }, OFFLINE_MESSAGES.managerPinInvalid],
      [{ paymentsAllowed: true, queueLimit: -1 }, OFFLINE_MESSAGES.queueLimitInvalid],
      [{ paymentsAllowed: true, queueLimit: 10.005 }, OFFLINE_MESSAGES.queueLimitInvalid],
      [{ paymentsAllowed: true, queueLimit: 'mucho' }, OFFLINE_MESSAGES.queueLimitInvalid],
      [{ paymentsAllowed: 'sí', queueLimit: null }, OFFLINE_MESSAGES.paymentsAllowedInvalid],
      [{ queueLimit: null }, OFFLINE_MESSAGES.paymentsAllowedInvalid],
    ];
    for (const [body, message] of cases) expectError(await save(body), 400, message);
    expect(await offlineBlock()).toEqual(before);
  });

  it('is for SETTINGS only; the POS reads the block through /pos/init', async () => {
    await t.createUser('cajero', { scope: 'POS' });
    const cashier = apiClient(t, await t.signIn('cajero', 'user-pass-123'));
    expect((await cashier.get('/settings/offline-setting')).statusCode).toBe(403);
    expect(
      (await cashier.post('/settings/offline-setting', { paymentsAllowed: false, queueLimit: null })).statusCode,
    ).toBe(403);
    expect((await offlineBlock()).paymentsAllowed).toBe(true);
    const init = await cashier.get('/pos/init');
    expect(init.statusCode).toBe(200);
    expect((init.json() as PosInitResponse).offline?.paymentsAllowed).toBe(true);
  });

  it('rebuilds the cached /pos/init when the settings change (its ETag moves)', async () => {
    const first = await api.get('/pos/init');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const same = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pos/init',
      headers: { cookie: (await t.signIn()) as string, 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    await save({ paymentsAllowed: false, queueLimit: 50_000 });
    const after = await api.get('/pos/init');
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as PosInitResponse).offline).toMatchObject({ paymentsAllowed: false, queueLimit: 50_000 });
  });
});
