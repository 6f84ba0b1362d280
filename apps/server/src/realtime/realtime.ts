import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import {
  COOKIES,
  type ClientToServerEvents,
  type NewOrderEvent,
  type OrderUpdateEvent,
  type ServerToClientEvents,
} from '@comandero/contracts';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { AuthContext } from '../modules/auth/auth.service.js';

export type Realtime = {
  attach(server: HttpServer, authenticate: (accessToken: string | undefined) => Promise<AuthContext | null>): void;
  emitNewOrder(payload: NewOrderEvent): void;
  emitOrderUpdate(payload: OrderUpdateEvent): void;
  /** Ends the live sockets of a session at once (device removed, signed out), on every instance. */
  disconnectSession(sessionId: string): void;
  close(): Promise<void>;
};

const AUTHENTICATED = 'authenticated';

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export async function ensureAdapterTable(pool: pg.Pool) {
  await pool.query(
    `CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`,
  );
}

/** channelScope keeps instances on different schemas of one PostgreSQL server (tests) apart. */
export function createRealtime(pgPool?: pg.Pool, channelScope?: string): Realtime {
  let io: Server<ClientToServerEvents, ServerToClientEvents> | undefined;
  return {
    attach(server, authenticate) {
      io = new Server(server, { path: '/socket.io', serveClient: false });
      if (pgPool)
        io.adapter(createAdapter(pgPool, { channelPrefix: channelScope ? `socket.io_${channelScope}` : 'socket.io' }));
      io.use((socket, next) => {
        authenticate(readCookie(socket.handshake.headers.cookie, COOKIES.access))
          .then((ctx) => {
            if (!ctx) return next(new Error('unauthorized'));
            socket.data.sessionId = ctx.sessionId;
            return next();
          })
          .catch(() => next(new Error('unauthorized')));
      });
      io.on('connection', (socket) => {
        void socket.join([AUTHENTICATED, `session:${socket.data.sessionId as string}`]);
        // Accepted for compatibility with the spec's POS, but not relayed: the server already announced
        // every order after its commit (on every instance, through the adapter), so a relay would make
        // each screen hear the order twice (two refreshes, two sounds on the orders screen).
        socket.on('new_order_backend', () => undefined);
        socket.on('order_update_backend', () => {
          socket.to(AUTHENTICATED).emit('order_update', {});
        });
      });
    },
    emitNewOrder(payload) {
      io?.to(AUTHENTICATED).emit('new_order', payload);
    },
    emitOrderUpdate(payload) {
      io?.to(AUTHENTICATED).emit('order_update', payload);
    },
    disconnectSession(sessionId) {
      io?.in(`session:${sessionId}`).disconnectSockets(true);
    },
    async close() {
      await io?.close();
    },
  };
}
