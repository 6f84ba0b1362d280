import { AUDIT_ACTION_LABELS, OFFLINE_MESSAGES, type AuditPage } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, expectError, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { auditRowsAfter, lastAuditId } from '../../../test/fixtures/audit.js';
import { cartLine, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

const deviceTime = () => new Date(Date.now() - 10 * 60_000).toISOString();

/** Issue 22: a person discards an order queued on a device; the server keeps an audit entry. */
describe.each(testDatabases)('POS offline discards on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;

  beforeEach(async () => {
    ({ t, c, api, cookie } = await openPosApp(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const discard = (body: object, as?: string) =>
    api.post(
      '/pos/offline-discards',
      {
        idempotencyKey: 'cola-0001',
        route: 'kitchen',
        deviceTime: deviceTime(),
        total: 23_800,
        lines: [
          { ...cartLine(c.items.burger, 2), title: 'Hamburguesa' },
          { title: 'Limonada', quantity: 1 },
        ],
        message: 'Los precios cambiaron. Actualice el POS e intente de nuevo.',
        ...body,
      },
      as,
    );

  it('writes one audit entry, once per key, listed and exported with its label', async () => {
    const since = await lastAuditId(t);
    const res = await discard({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: OFFLINE_MESSAGES.discardDone });
    // A retry whose answer was lost writes nothing more.
    expect((await discard({})).json()).toEqual({ message: OFFLINE_MESSAGES.discardDone });
    const rows = await auditRowsAfter(t, since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'order.offline_discard',
      entity_type: 'offline_order',
      entity_id: 'cola-0001',
      username: 'admin',
      before: null,
      after: { route: 'kitchen', total: 23_800, lines: '2 × Hamburguesa; 1 × Limonada' },
      reason: 'Los precios cambiaron. Actualice el POS e intente de nuevo.',
    });
    expect(typeof rows[0].after?.device_time).toBe('string');

    const list = await api.get('/audit?action=order.offline_discard');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as AuditPage).entries.map((e) => e.entity_id)).toEqual(['cola-0001']);
    const csv = await api.get('/audit/csv?type=today&action=order.offline_discard');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(AUDIT_ACTION_LABELS['order.offline_discard']);
    expect(csv.body).toContain('cola-0001');
    expect(AUDIT_ACTION_LABELS['order.offline_discard']).toBe('Pedido sin conexión descartado');
  });

  it('refuses to discard an order the server already stored under that key (409), writing nothing', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      payload: {
        cart: [cartLine(c.items.water, 1)],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
      },
      headers: { cookie, 'Idempotency-Key': 'llego-pero-sin-respuesta' },
    });
    expect(sent.statusCode).toBe(200);
    const since = await lastAuditId(t);
    expectError(
      await discard({ idempotencyKey: 'llego-pero-sin-respuesta' }),
      409,
      OFFLINE_MESSAGES.discardAlreadyStored,
    );
    expect(await auditRowsAfter(t, since)).toHaveLength(0);
  });

  it('validates the body and the scope, writing nothing', async () => {
    const since = await lastAuditId(t);
    const bad: object[] = [
      { idempotencyKey: '' },
      { idempotencyKey: 'con espacio' },
      { route: 'mesa' },
      { deviceTime: 'ayer' },
      { total: -1 },
      { total: 'mucho' },
      { lines: 'dos hamburguesas' },
      { lines: [{ title: 'Hamburguesa', quantity: 0 }] },
      { lines: [{ quantity: 1 }] },
      { message: 'x'.repeat(501) },
    ];
    for (const body of bad) {
      const res = await discard(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof (res.json() as { message: string }).message).toBe('string');
    }
    expectError(await discard({ deviceTime: 'ayer' }), 400, OFFLINE_MESSAGES.deviceTimeInvalid);
    await t.createUser('cocina', { scope: 'KITCHEN' });
    expect((await discard({}, await t.signIn('cocina', 'user-pass-123'))).statusCode).toBe(403);
    expect((await discard({}, '')).statusCode).toBe(401);
    expect(await auditRowsAfter(t, since)).toHaveLength(0);

    // A waiter with POS alone may discard (the same scope that creates orders); no message is fine.
    await t.createUser('mesero', { scope: 'POS' });
    const waiter = apiClient(t, await t.signIn('mesero', 'user-pass-123'));
    const res = await waiter.post('/pos/offline-discards', {
      idempotencyKey: 'cola-0002',
      route: 'pay',
      deviceTime: deviceTime(),
      total: 0,
      lines: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditRowsAfter(t, since)).toMatchObject([
      { username: 'mesero', entity_id: 'cola-0002', reason: null },
    ]);
  });
});
