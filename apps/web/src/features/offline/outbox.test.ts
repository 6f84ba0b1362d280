import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createOutbox, SENT_KEEP_MS } from './outbox';
import { newEntry } from '../../test/outbox-entries';

let db = 0;
const fresh = () => createOutbox(`outbox-test-${++db}`);

describe('outbox', () => {
  it('lists entries in the order they were queued, each pending with no attempt', async () => {
    const outbox = fresh();
    const a = await outbox.add(newEntry({ key: 'a' }));
    const b = await outbox.add(newEntry({ key: 'b' }));
    const c = await outbox.add(newEntry({ key: 'c' }));
    expect(a < b && b < c).toBe(true);
    const list = await outbox.list();
    expect(list.map((e) => e.key)).toEqual(['a', 'b', 'c']);
    expect(list.every((e) => e.state === 'pending' && e.attempts === 0)).toBe(true);
  });

  it('keeps one entry per Idempotency-Key (a double tap queues once)', async () => {
    const outbox = fresh();
    const first = await outbox.add(newEntry({ key: 'same' }));
    const second = await outbox.add(newEntry({ key: 'same', total: 1 }));
    expect(second).toBe(first);
    expect((await outbox.list()).map((e) => e.total)).toEqual([500_000]);
  });

  it('lets only one sender claim an entry', async () => {
    const outbox = fresh();
    const id = await outbox.add(newEntry());
    const [one, two] = await Promise.all([outbox.claim(id), outbox.claim(id)]);
    expect([one?.state ?? null, two?.state ?? null].sort()).toEqual([null, 'sending'].sort());
  });

  it('moves through review, retry and sent, counting attempts', async () => {
    const outbox = fresh();
    const id = await outbox.add(newEntry(), 1_000);
    await outbox.claim(id);
    await outbox.retryLater(id, 5_000);
    expect(await outbox.get(id)).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: 5_000 });
    await outbox.claim(id);
    await outbox.markReview(id, 'Los precios cambiaron');
    expect(await outbox.get(id)).toMatchObject({ state: 'review', attempts: 2, message: 'Los precios cambiaron' });
    await outbox.markSent(id, { orderId: 7, tokenNo: 3, message: 'ok' }, 9_000);
    expect(await outbox.get(id)).toMatchObject({ state: 'sent', result: { orderId: 7 }, sentAt: 9_000 });
  });

  it('hands entries left sending by a closed tab back, and forgets sent ones after a while', async () => {
    const outbox = fresh();
    const stuck = await outbox.add(newEntry());
    const done = await outbox.add(newEntry());
    await outbox.claim(stuck);
    await outbox.markSent(done, { orderId: 1, tokenNo: 1, message: 'ok' }, 0);
    await outbox.releaseStale();
    expect((await outbox.get(stuck))?.state).toBe('pending');
    await outbox.pruneSent(SENT_KEEP_MS - 1);
    expect(await outbox.get(done)).toBeDefined();
    await outbox.pruneSent(SENT_KEEP_MS + 1);
    expect(await outbox.get(done)).toBeUndefined();
  });
});
