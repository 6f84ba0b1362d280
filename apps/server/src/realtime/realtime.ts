import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import {
  DASHBOARD_ROUTE_SCOPES,
  hasAnyScope,
  type ClientToServerEvents,
  type NewOrderEvent,
  type OrderUpdateEvent,
  type PrintFailedEvent,
  type InvoiceVoidedEvent,
  type StockUpdateEvent,
  type PrintStatusEvent,
  type ServerToClientEvents,
} from '@comandero/contracts';
import type pg from 'pg';
import { Server } from 'socket.io';
import type { Clock } from '../lib/clock.js';
import type { AuthContext } from '../lib/auth-context.js';
import { adapterPool, type AdapterPool } from './adapter-pool.js';
import { customerDisplayRelay } from './customer-display-room.js';

export type RealtimeGuards = {
  authenticate(accessToken: string | undefined): Promise<AuthContext | null>;
  /** The access cookie's name for this handshake: behind HTTPS it is the __Host- one. */
  accessCookie(request: IncomingMessage): string;
  /** The HTTP origin rule: cookies ride along on a cross-site handshake too. */
  originAllowed(request: IncomingMessage): boolean;
  /** Which origins get engine.io's CORS answer (the polling transport of a front end elsewhere). */
  corsOrigin(origin: string | undefined, callback: (err: Error | null, allow?: boolean) => void): void;
  /** Issue 21: the POS terminal a customer display's session is paired with, if any. */
  followedTerminal(sessionId: string): Promise<string | null>;
};

export type Realtime = {
  attach(server: HttpServer, guards: RealtimeGuards): void;
  emitNewOrder(payload: NewOrderEvent): void;
  emitOrderUpdate(payload: OrderUpdateEvent): void;
  /** The print queue's news, to those who see the orders screen or the printer settings. */
  emitPrintStatus(payload: PrintStatusEvent): void;
  emitPrintFailed(payload: PrintFailedEvent): void;
  /** "Anular venta": to the order screens and to whoever sees sales (Facturas, reports, dashboard). */
  emitInvoiceVoided(payload: InvoiceVoidedEvent): void;
  /** Issue 24: to the order screens' room, where every POS terminal is. */
  emitStockUpdate(payload: StockUpdateEvent): void;
  /** Ends the live sockets of a session at once (device removed, signed out), on every instance. */
  disconnectSession(sessionId: string): void;
  /**
   * Shutdown, before the HTTP server closes (which waits for every connection): ends this
   * instance's connections as a lost transport, so browsers reconnect to the restarted server.
   */
  dropConnections(): void;
  close(): Promise<void>;
};

/** Sockets of users who work with orders: only they hear order events. */
const ORDERS_ROOM = 'orders';
const ORDER_EVENT_SCOPES = [
  ...DASHBOARD_ROUTE_SCOPES.home,
  ...DASHBOARD_ROUTE_SCOPES.pos,
  ...DASHBOARD_ROUTE_SCOPES.orders,
  ...DASHBOARD_ROUTE_SCOPES.kitchen,
  'CUSTOMER_DISPLAY',
] as const;
/** Sockets of users who see printers' status: the orders screen's scopes and the settings'. */
const PRINTING_ROOM = 'printing';
const PRINTING_EVENT_SCOPES = [...DASHBOARD_ROUTE_SCOPES.orders, ...DASHBOARD_ROUTE_SCOPES.settings] as const;
/** Sockets of users who see sales figures or invoices: they hear an annulled sale. */
const SALES_ROOM = 'sales';
const SALES_EVENT_SCOPES = [...DASHBOARD_ROUTE_SCOPES.home, 'INVOICES', 'REPORTS'] as const;
/** A relay makes every screen refetch, so one socket may trigger at most one per this interval. */
export const RELAY_INTERVAL_MS = 250;

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
export function createRealtime(clock: Clock, pgPool?: pg.Pool, channelScope?: string): Realtime {
  let io: Server<ClientToServerEvents, ServerToClientEvents> | undefined;
  let listenPool: AdapterPool | undefined;
  return {
    attach(server, { authenticate, accessCookie, originAllowed, corsOrigin, followedTerminal }) {
      const wireCustomerDisplay = customerDisplayRelay(followedTerminal);
      io = new Server(server, {
        path: '/socket.io',
        serveClient: false,
        cors: { origin: corsOrigin, credentials: true },
        allowRequest: (req, callback) => {
          const ok = originAllowed(req);
          callback(ok ? null : 'foreign origin', ok);
        },
      });
      if (pgPool) {
        listenPool = adapterPool(pgPool);
        const channelPrefix = channelScope ? `socket.io_${channelScope}` : 'socket.io';
        io.adapter(createAdapter(listenPool.pool, { channelPrefix }));
      }
      io.use((socket, next) => {
        authenticate(readCookie(socket.handshake.headers.cookie, accessCookie(socket.request)))
          .then((ctx) => {
            if (!ctx) return next(new Error('unauthorized'));
            socket.data.sessionId = ctx.sessionId;
            socket.data.hearsOrders = hasAnyScope(ctx.user, ORDER_EVENT_SCOPES);
            socket.data.hearsPrinting = hasAnyScope(ctx.user, PRINTING_EVENT_SCOPES);
            socket.data.hearsSales = hasAnyScope(ctx.user, SALES_EVENT_SCOPES);
            socket.data.publishesDisplay = hasAnyScope(ctx.user, ['POS']);
            socket.data.followsDisplay = hasAnyScope(ctx.user, ['CUSTOMER_DISPLAY']);
            return next();
          })
          .catch(() => next(new Error('unauthorized')));
      });
      io.on('connection', (socket) => {
        const rooms = [`session:${socket.data.sessionId as string}`];
        if (socket.data.hearsOrders === true) rooms.push(ORDERS_ROOM);
        if (socket.data.hearsPrinting === true) rooms.push(PRINTING_ROOM);
        if (socket.data.hearsSales === true) rooms.push(SALES_ROOM);
        void socket.join(rooms);
        wireCustomerDisplay(socket, {
          publish: socket.data.publishesDisplay === true,
          follow: socket.data.followsDisplay === true,
        });
        // Accepted for compatibility with the spec's POS, but not relayed: the server already announced
        // every order after its commit (on every instance, through the adapter), so a relay would make
        // each screen hear the order twice (two refreshes, two sounds on the orders screen).
        socket.on('new_order_backend', () => undefined);
        let lastRelay = Number.NEGATIVE_INFINITY;
        socket.on('order_update_backend', (_payload, ...rest: unknown[]) => {
          const at = clock.now().getTime();
          if (at - lastRelay >= RELAY_INTERVAL_MS) {
            lastRelay = at;
            socket.to(ORDERS_ROOM).emit('order_update', {});
          }
          // An optional acknowledgement tells the sender the event was handled (tests wait on it).
          const ack = rest.at(-1);
          if (typeof ack === 'function') (ack as () => void)();
        });
      });
    },
    emitNewOrder(payload) {
      io?.to(ORDERS_ROOM).emit('new_order', payload);
    },
    emitOrderUpdate(payload) {
      io?.to(ORDERS_ROOM).emit('order_update', payload);
    },
    emitPrintStatus(payload) {
      io?.to(PRINTING_ROOM).emit('print_status', payload);
    },
    emitStockUpdate(payload) {
      io?.to(ORDERS_ROOM).emit('stock_update', payload);
    },
    emitInvoiceVoided(payload) {
      io?.to([ORDERS_ROOM, SALES_ROOM]).emit('invoice_voided', payload);
    },
    emitPrintFailed(payload) {
      io?.to(PRINTING_ROOM).emit('print_failed', payload);
    },
    disconnectSession(sessionId) {
      io?.in(`session:${sessionId}`).disconnectSockets(true);
    },
    dropConnections() {
      io?.engine.close();
    },
    async close() {
      await io?.close();
      listenPool?.release();
    },
  };
}
