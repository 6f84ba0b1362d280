// A copy of apps/server/test/fixtures/fake-printer.ts: the browser tests may not import the server's
// code (web and server meet only in contracts), and they need the same real TCP printer.
import net from 'node:net';

/**
 * How the fake printer behaves: takes every job and closes cleanly (accept), is not listening at
 * all (refuse), takes the bytes and never closes (hang), or resets the connection after the first
 * bytes of a job (cut).
 */
export type FakePrinterMode = 'accept' | 'refuse' | 'hang' | 'cut';

export type FakePrinter = {
  host: string;
  port: number;
  /** Each connection's bytes, in order of arrival, whether the job finished or not. */
  readonly connections: Buffer[];
  /** Jobs taken whole: the client ended its side and the printer closed cleanly. */
  readonly jobs: Buffer[];
  setMode(mode: FakePrinterMode): Promise<void>;
  close(): Promise<void>;
};

/** A real TCP server on 127.0.0.1 (a free port) standing in for an ESC/POS network printer. */
export async function startFakePrinter(mode: FakePrinterMode = 'accept'): Promise<FakePrinter> {
  let current = mode;
  const connections: Buffer[] = [];
  const jobs: Buffer[] = [];
  const open = new Set<net.Socket>();

  // Half-open allowed: Node would otherwise answer the client's end with ours, and a hanging printer must not.
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    const index = connections.push(Buffer.alloc(0)) - 1;
    const behaviour = current;
    socket.on('data', (chunk: Buffer) => {
      connections[index] = Buffer.concat([connections[index], chunk]);
      // RST rather than FIN: the client cannot take a reset for the end of a finished job.
      if (behaviour === 'cut') socket.resetAndDestroy();
    });
    socket.on('end', () => {
      if (behaviour !== 'accept') return;
      jobs.push(connections[index]);
      socket.end();
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host: '127.0.0.1', port }, () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  const port = await listen(0);
  if (mode === 'refuse') await stop();

  return {
    host: '127.0.0.1',
    port,
    connections,
    jobs,
    async setMode(next) {
      current = next;
      if (next === 'refuse') await stop();
      else if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
