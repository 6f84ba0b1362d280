import type { ClientToServerEvents, ServerToClientEvents } from '@comandero/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { api } from './api-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Same origin as the page; the access cookie authenticates the handshake. */
export const socket: AppSocket = io({ path: '/socket.io', autoConnect: false, withCredentials: true });

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * connecting: not yet connected since load (no reason to alarm anyone); online; offline: the live
 * connection was lost or refused, and socket.io is retrying (or a refresh is about to).
 */
export type SocketStatus = 'connecting' | 'online' | 'offline';
let status: SocketStatus = 'connecting';
socket.on('connect', () => {
  status = 'online';
  notify();
});
socket.on('disconnect', () => {
  status = 'offline';
  notify();
});

// A rejected handshake usually means the 15-minute access cookie lapsed: renew it once through the
// API client's shared refresh and try again, but never spin when the session is really gone.
let retriedAfterRefresh = false;
socket.on('connect', () => {
  retriedAfterRefresh = false;
});
socket.on('connect_error', (err) => {
  status = 'offline';
  notify();
  if (err.message !== 'unauthorized' || retriedAfterRefresh) return;
  retriedAfterRefresh = true;
  void api.refreshSession().then((ok) => {
    if (ok) socket.connect();
  });
});

export function connectSocket(): void {
  if (!socket.connected && !socket.active) socket.connect();
}

export function disconnectSocket(): void {
  socket.disconnect();
}

// Emits waiting for a connection: one per event, the latest wins. Queuing every emit made while
// offline would replay a burst of stale events on reconnect.
const waiting = new Map<keyof ClientToServerEvents, () => void>();
socket.on('connect', () => {
  const emits = [...waiting.values()];
  waiting.clear();
  emits.forEach((emit) => emit());
});

/** Connects on demand, then emits once the connection is up (spec §4 Realtime channel). */
export function emitWhenConnected<E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): void {
  const emit = () => (socket.emit as (e: E, ...a: Parameters<ClientToServerEvents[E]>) => void)(event, ...args);
  if (socket.connected) {
    emit();
    return;
  }
  waiting.set(event, emit);
  connectSocket();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Live connection status for indicators. */
export function useSocketConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => socket.connected,
    () => false,
  );
}

/** 'offline' while the live connection is down, for the screens' indicator. */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => 'connecting',
  );
}

/**
 * Runs the handler on every (re)connection while the component is mounted: pushes sent while the
 * socket was down are lost, so live screens refetch then.
 */
export function useSocketConnect(handler: () => void): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const fn = () => ref.current();
    socket.on('connect', fn);
    return () => {
      socket.off('connect', fn);
    };
  }, []);
}

/** Subscribes a component to a server push; the latest handler is used without resubscribing. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const fn = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (ref.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args)) as ServerToClientEvents[E];
    // socket.io's typed overloads cannot follow a generic event name.
    (socket.on as (e: E, f: ServerToClientEvents[E]) => void)(event, fn);
    return () => {
      (socket.off as (e: E, f: ServerToClientEvents[E]) => void)(event, fn);
    };
  }, [event]);
}
