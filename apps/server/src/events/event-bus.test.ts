import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DomainEvents } from './domain-events.js';
import { createEventBus } from './event-bus.js';

type Reported = { name: string; message: string };

function bus() {
  const reported: Reported[] = [];
  const events = createEventBus<DomainEvents>((err, name) => reported.push({ name, message: (err as Error).message }));
  return { events, reported };
}

describe('event bus', () => {
  it('types each payload by its event name (checked by tsc)', () => {
    const { events } = bus();
    const heard: DomainEvents['table.moved'][] = [];
    events.subscribe('table.moved', (e) => {
      expectTypeOf(e).toEqualTypeOf<DomainEvents['table.moved']>();
      // Read-only: the payload is the publisher's, and one subscriber must not change it for the next.
      expectTypeOf(e.movedOrderIds).toEqualTypeOf<readonly number[]>();
      heard.push(e);
    });
    const move = { mode: 'merge' as const, fromTableId: 1, toTableId: 2, movedOrderIds: [5], targetOrderIds: [] };
    events.publish('table.moved', move);
    expect(heard).toEqual([move]);
    // @ts-expect-error an order is announced with its token
    events.publish('order.created', { orderId: 1 });
    // @ts-expect-error no such event
    events.publish('order.teleported', { orderId: 1 });
  });

  it('delivers each event to the subscribers of its name, in order, before publish returns', () => {
    const { events } = bus();
    const heard: string[] = [];
    events.subscribe('order.created', (e) => heard.push(`first ${e.orderId}/${e.tokenNo}`));
    events.subscribe('orders.completed', (e) => heard.push(`completed ${e.orderIds.join(',')}`));
    events.subscribe('order.created', (e) => heard.push(`second ${e.orderId}`));
    events.publish('order.created', { orderId: 7, tokenNo: 3 });
    expect(heard).toEqual(['first 7/3', 'second 7']);
    events.publish('orders.completed', { orderIds: [1, 2] });
    expect(heard).toEqual(['first 7/3', 'second 7', 'completed 1,2']);
  });

  it('stops delivering to a subscription once it is ended, and publishes to nobody without complaint', () => {
    const { events, reported } = bus();
    const heard: number[] = [];
    const end = events.subscribe('session.ended', () => heard.push(1));
    events.publish('session.ended', { sessionId: 'a' });
    end();
    events.publish('session.ended', { sessionId: 'b' });
    events.publish('bill.merged', { billId: 1, intoBillId: 2, orderIds: [] });
    expect(heard).toEqual([1]);
    expect(reported).toEqual([]);
  });

  it('reports a throwing subscriber and still delivers to the others; the publisher never sees it', () => {
    const { events, reported } = bus();
    const heard: string[] = [];
    events.subscribe('order.item-voided', () => {
      throw new Error('sin papel');
    });
    events.subscribe('order.item-voided', (e) => heard.push(e.reason));
    expect(() => events.publish('order.item-voided', { orderId: 1, itemId: 2, reason: 'Demora' })).not.toThrow();
    expect(heard).toEqual(['Demora']);
    expect(reported).toEqual([{ name: 'order.item-voided', message: 'sin papel' }]);
  });

  it('reports an async subscriber that rejects', async () => {
    let reported!: (r: Reported) => void;
    const failure = new Promise<Reported>((resolve) => (reported = resolve));
    const events = createEventBus<DomainEvents>((err, name) => reported({ name, message: (err as Error).message }));
    events.subscribe('bill.paid', async () => {
      await Promise.resolve();
      throw new Error('documento electrónico rechazado');
    });
    expect(() =>
      events.publish('bill.paid', { billId: 1, invoiceId: 9, tableClosed: true, orderIds: [4] }),
    ).not.toThrow();
    expect(await failure).toEqual({ name: 'bill.paid', message: 'documento electrónico rechazado' });
  });

  it('keeps a broken failure reporter away from the publisher too', () => {
    const events = createEventBus<DomainEvents>(() => {
      throw new Error('log caído');
    });
    const heard: string[] = [];
    events.subscribe('session.ended', () => {
      throw new Error('socket');
    });
    events.subscribe('session.ended', (e) => heard.push(e.sessionId));
    expect(() => events.publish('session.ended', { sessionId: 's1' })).not.toThrow();
    expect(heard).toEqual(['s1']);
  });

  it('lets a subscription made during a delivery wait for the next event', () => {
    const { events } = bus();
    const heard: string[] = [];
    events.subscribe('orders.cancelled', () => {
      events.subscribe('orders.cancelled', (e) => heard.push(`late ${e.orderIds.join(',')}`));
    });
    events.publish('orders.cancelled', { orderIds: [1], reason: null });
    expect(heard).toEqual([]);
    events.publish('orders.cancelled', { orderIds: [2], reason: 'Cliente se fue' });
    expect(heard).toEqual(['late 2']);
  });
});
