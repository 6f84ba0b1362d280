import type pg from 'pg';

export type AdapterPool = { pool: pg.Pool; release(): void };

/**
 * The pool handed to the socket.io PostgreSQL adapter. The adapter takes its LISTEN client in the
 * background and only releases it on close if it already holds it; a close during that start (a
 * quick restart, a short test) left the client checked out forever, so `pool.end()` never returned.
 * Here every client the adapter took is released on close, and none is handed out afterwards.
 */
export function adapterPool(pool: pg.Pool): AdapterPool {
  const held = new Set<pg.PoolClient>();
  let closed = false;
  // A connect after close never settles: a rejection would make the adapter retry on a timer.
  const never = () => new Promise<pg.PoolClient>(() => undefined);

  const connect = async (): Promise<pg.PoolClient> => {
    if (closed) return never();
    const client = await pool.connect();
    if (closed) {
      client.release();
      return never();
    }
    held.add(client);
    const release = client.release.bind(client);
    // Idempotent: the adapter may still release a client this close already gave back.
    client.release = (err?: Error | boolean) => {
      if (!held.delete(client)) return;
      release(err);
    };
    return client;
  };

  const wrapped = {
    connect,
    query: (...args: Parameters<pg.Pool['query']>) => (pool.query as (...a: unknown[]) => unknown)(...args),
  };
  return {
    pool: wrapped as unknown as pg.Pool,
    release() {
      closed = true;
      for (const client of [...held]) client.release();
    },
  };
}
