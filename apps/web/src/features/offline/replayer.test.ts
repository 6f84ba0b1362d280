import 'fake-indexeddb/auto';
import type { OrderResult } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { newEntry } from '../../test/outbox-entries';
import { createOutbox, type OutboxEntry } from './outbox';
import { createReplayer, type LockRequester } from './replayer';

let db = 0;
const fresh = () => createOutbox(`replayer-test-${++db}`);

/** An exclusive lock like navigator.locks.request: callers wait their turn. */
function fakeLocks(): LockRequester & { maxHeld: number } {
  let tail: Promise<unknown> = Promise.resolve();
  let held = 0;
  const self = {
    maxHeld: 0,
    request<T>(_name: string, cb: () => Promise<T>): Promise<T> {
      const run = tail.then(async () => {
        held += 1;
        self.maxHeld = Math.max(self.maxHeld, held);
        try {
          return await cb();
        } finally {
          held -= 1;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
  return self;
}

const ok = (orderId: number): OrderResult => ({ orderId, tokenNo: orderId, message: 'Pedido creado' });

/** A server stand-in that answers per key from a script, recording what it was sent and when. */
function server(script: Record<string, Array<Error | 'ok'>> = {}) {
  const calls: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let orders = 0;
  const stored = new Map<string, OrderResult>();
  const send = async (e: OutboxEntry) => {
    calls.push(e.key);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight -= 1;
    const next = script[e.key]?.shift() ?? 'ok';
    if (next !== 'ok') throw next;
    const result = stored.get(e.key) ?? ok(++orders);
    stored.set(e.key, result);
    return result;
  };
  return { send, calls, stored, maxInFlight: () => maxInFlight };
}

describe('replayer', () => {
  it('sends every pending entry once, one at a time, in the order queued', async () => {
    const outbox = fresh();
    for (const key of ['a', 'b', 'c']) await outbox.add(newEntry({ key }));
    const srv = server();
    const outcome = await createReplayer({ outbox, send: srv.send, locks: fakeLocks() }).run();
    expect(outcome).toMatchObject({ sent: 3, stopped: 'done' });
    expect(srv.calls).toEqual(['a', 'b', 'c']);
    expect(srv.maxInFlight()).toBe(1);
    expect((await outbox.list()).map((e) => [e.key, e.state, e.result?.orderId])).toEqual([
      ['a', 'sent', 1],
      ['b', 'sent', 2],
      ['c', 'sent', 3],
    ]);
  });

  it('on a network error backs off and stops, so no later order overtakes it; the retry reuses the key', async () => {
    const outbox = fresh();
    for (const key of ['a', 'b']) await outbox.add(newEntry({ key }), 0);
    const srv = server({ a: [new ApiError(0, 'Failed to fetch', false)] });
    let now = 10_000;
    const replayer = createReplayer({ outbox, send: srv.send, locks: null, now: () => now, random: () => 0 });
    expect(await replayer.run()).toMatchObject({ sent: 0, stopped: 'retry', nextAt: 11_000 });
    expect(srv.calls).toEqual(['a']);
    // The timer fires early: nothing is due yet.
    now = 10_500;
    expect(await replayer.run()).toMatchObject({ stopped: 'waiting', nextAt: 11_000 });
    now = 11_000;
    expect(await replayer.run()).toMatchObject({ sent: 2, stopped: 'done' });
    expect(srv.calls).toEqual(['a', 'a', 'b']);
    expect((await outbox.list()).map((e) => e.attempts)).toEqual([1, 0]);
  });

  it('treats 5xx and 429 like a lost connection, and backs off longer each time', async () => {
    const outbox = fresh();
    await outbox.add(newEntry({ key: 'a' }), 0);
    const srv = server({ a: [new ApiError(503, 'HTTP 503', false), new ApiError(429, 'Demasiados intentos', true)] });
    const now = 0;
    const replayer = createReplayer({ outbox, send: srv.send, locks: null, now: () => now, random: () => 1 });
    expect((await replayer.run({ force: true })).nextAt).toBe(2_000);
    expect((await replayer.run({ force: true })).nextAt).toBe(4_000);
    expect(await replayer.run({ force: true })).toMatchObject({ sent: 1, stopped: 'done' });
  });

  it('marks a refused order for review with the server message and goes on with the next', async () => {
    const outbox = fresh();
    for (const key of ['a', 'b']) await outbox.add(newEntry({ key }));
    const srv = server({ a: [new ApiError(409, 'Los precios cambiaron. Actualice el POS.', true)] });
    const outcome = await createReplayer({ outbox, send: srv.send, locks: null }).run();
    expect(outcome).toMatchObject({ sent: 1, review: 1, stopped: 'done' });
    const [a, b] = await outbox.list();
    expect(a).toMatchObject({ state: 'review', message: 'Los precios cambiaron. Actualice el POS.' });
    expect(b?.state).toBe('sent');
    // A review entry is never resent by a later pass: only a person's choice does that.
    await createReplayer({ outbox, send: srv.send, locks: null }).run({ force: true });
    expect(srv.calls).toEqual(['a', 'b']);
  });

  it('stops at a 401 without counting an attempt, keeping the entry pending for after the sign-in', async () => {
    const outbox = fresh();
    for (const key of ['a', 'b']) await outbox.add(newEntry({ key }));
    const srv = server({ a: [new ApiError(401, 'Sesión vencida', true)] });
    const outcome = await createReplayer({ outbox, send: srv.send, locks: null }).run();
    expect(outcome.stopped).toBe('auth');
    expect((await outbox.list()).map((e) => [e.state, e.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
  });

  it('does not send while the device says it is offline', async () => {
    const outbox = fresh();
    await outbox.add(newEntry());
    const srv = server();
    const outcome = await createReplayer({ outbox, send: srv.send, locks: null, isOnline: () => false }).run();
    expect(outcome.stopped).toBe('offline');
    expect(srv.calls).toEqual([]);
  });

  it('two replayers (two tabs) sharing the lock send every entry exactly once, never two at a time', async () => {
    const outbox = fresh();
    const other = createOutbox(`replayer-test-${db}`); // the second tab's connection to the same database
    for (const key of ['a', 'b', 'c', 'd']) await outbox.add(newEntry({ key }));
    const srv = server();
    const locks = fakeLocks();
    const one = createReplayer({ outbox, send: srv.send, locks });
    const two = createReplayer({ outbox: other, send: srv.send, locks });
    const [x, y] = await Promise.all([one.run({ force: true }), two.run({ force: true })]);
    expect(x.sent + y.sent).toBe(4);
    expect(srv.calls).toEqual(['a', 'b', 'c', 'd']);
    expect(locks.maxHeld).toBe(1);
  });

  it('without a lock the atomic claim still keeps two tabs from sending the same entry twice', async () => {
    const outbox = fresh();
    const other = createOutbox(`replayer-test-${db}`);
    for (const key of ['a', 'b', 'c']) await outbox.add(newEntry({ key }));
    const srv = server();
    await Promise.all([
      createReplayer({ outbox, send: srv.send, locks: null }).run(),
      createReplayer({ outbox: other, send: srv.send, locks: null }).run(),
    ]);
    expect([...srv.calls].sort()).toEqual(['a', 'b', 'c']);
    expect(srv.stored.size).toBe(3);
  });

  it('an entry left sending by a tab that closed is sent again with its key by the next lock holder', async () => {
    const outbox = fresh();
    const id = await outbox.add(newEntry({ key: 'a' }));
    await outbox.claim(id);
    const srv = server();
    await createReplayer({ outbox, send: srv.send, locks: fakeLocks() }).run();
    expect(srv.calls).toEqual(['a']);
    expect((await outbox.get(id))?.state).toBe('sent');
  });

  it('a run asked for while one is going goes round once more and picks up the order queued meanwhile', async () => {
    const outbox = fresh();
    await outbox.add(newEntry({ key: 'a' }));
    const srv = server();
    const replayer = createReplayer({ outbox, send: srv.send, locks: fakeLocks() });
    const first = replayer.run();
    await outbox.add(newEntry({ key: 'late' }));
    const second = replayer.run();
    await Promise.all([first, second]);
    expect(srv.calls).toEqual(['a', 'late']);
  });
});
