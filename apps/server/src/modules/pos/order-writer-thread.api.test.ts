import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { cartLine, seedPosCatalogue, writtenCounts, type PosCatalogue } from '../../../test/fixtures/pos.js';

// The writer thread exists on SQLite only; PostgreSQL writes on the app's own pool.
describe('SQLite order writer thread', () => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp('sqlite');
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const order = (app: TestApp) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      payload: { cart: [cartLine(c.items.burger, 1, { variant_id: c.variants.burgerDouble })] },
      headers: { cookie },
    });

  it('starts a new thread when its thread dies, and the next submit is written', async () => {
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    expect((await order(t)).json().tokenNo).toBe(1);
    const thread = sent.mock.contexts[0] as Worker;
    await thread.terminate();

    const next = await order(t);
    expect(next.statusCode).toBe(200);
    expect(next.json().tokenNo).toBe(2);
    expect(sent.mock.contexts.at(-1)).not.toBe(thread);
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 2, orderItems: 2 });
  });

  it('answers every submit it holds before the app closes, and each one is stored', async () => {
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    const pending = Array.from({ length: 20 }, () => order(t));
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    // Closing the app closes the writer, which must first write and answer what it was handed.
    await t.app.close();
    const results = await Promise.all(pending);
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().tokenNo)).size).toBe(20);
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 20, orderItems: 20 });
  });
});
