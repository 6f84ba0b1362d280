import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

// A stand-in for socket.io's client: records emits and lets the test fire 'connect'.
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Handler[]>();
  const socket = {
    connected: false,
    active: false,
    emitted: [] as unknown[][],
    on(event: string, fn: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    once(event: string, fn: Handler) {
      return socket.on(event, fn);
    },
    off(event: string, fn: Handler) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => h !== fn),
      );
      return socket;
    },
    emit(...args: unknown[]) {
      socket.emitted.push(args);
      return socket;
    },
    connect() {
      socket.active = true;
      return socket;
    },
    disconnect() {
      socket.connected = false;
      return socket;
    },
    fire(event: string, ...args: unknown[]) {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      (handlers.get(event) ?? []).forEach((fn) => fn(...args));
    },
    listenerCount(event: string) {
      return handlers.get(event)?.length ?? 0;
    },
  };
  return socket;
});

vi.mock('socket.io-client', () => ({ io: () => fake }));

const { emitWhenConnected, useSocketConnect, useSocketStatus } = await import('./socket');

describe('emitWhenConnected', () => {
  it('while offline keeps only the latest emit of an event and adds no listener per emit', () => {
    const listeners = fake.listenerCount('connect');
    emitWhenConnected('new_order_backend', { tokenNo: 1, orderId: 10 });
    emitWhenConnected('new_order_backend', { tokenNo: 2, orderId: 11 });
    emitWhenConnected('new_order_backend', { tokenNo: 3, orderId: 12 });
    expect(fake.listenerCount('connect')).toBe(listeners);
    expect(fake.emitted).toEqual([]);

    fake.fire('connect');
    expect(fake.emitted).toEqual([['new_order_backend', { tokenNo: 3, orderId: 12 }]]);
    fake.fire('connect'); // a later reconnect replays nothing
    expect(fake.emitted).toHaveLength(1);

    emitWhenConnected('new_order_backend', { tokenNo: 4, orderId: 13 });
    expect(fake.emitted).toHaveLength(2);
  });
});

describe('connection status and reconnection', () => {
  it('reports offline only once a connection was lost or refused, and online again on reconnect', () => {
    const { result } = renderHook(() => useSocketStatus());
    act(() => fake.fire('connect'));
    expect(result.current).toBe('online');
    act(() => fake.fire('disconnect', 'transport close'));
    expect(result.current).toBe('offline');
    act(() => fake.fire('connect'));
    expect(result.current).toBe('online');
    act(() => fake.fire('connect_error', new Error('xhr poll error')));
    expect(result.current).toBe('offline');
    act(() => fake.fire('connect'));
  });

  it('calls the connect handler on every reconnection while mounted, and never after unmount', () => {
    const refetch = vi.fn();
    const { unmount } = renderHook(() => useSocketConnect(refetch));
    fake.fire('disconnect', 'transport close');
    fake.fire('connect');
    fake.fire('disconnect', 'ping timeout');
    fake.fire('connect');
    expect(refetch).toHaveBeenCalledTimes(2);
    unmount();
    fake.fire('connect');
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
