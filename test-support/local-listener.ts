import type net from 'node:net';

/**
 * Listening on 127.0.0.1 and stopping for the fake devices (printer, DIAN): a stop destroys the open
 * connections, so a device told to refuse is gone at once, and it can listen again on the same port.
 */
export function localListener(server: net.Server): { listen(port: number): Promise<number>; stop(): Promise<void> } {
  const open = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  return {
    listen: (port) =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host: '127.0.0.1', port }, () => {
          server.off('error', reject);
          resolve((server.address() as net.AddressInfo).port);
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
