import os from 'node:os';
import type { FastifyInstance } from 'fastify';

/** In-flight requests get this long to finish before their connections are cut. */
export const DRAIN_MS = 4_000;
/** Past this, something (a stuck database call) holds the exit: leave anyway, with an error code. */
export const GIVE_UP_MS = 8_000;
/**
 * One Ctrl+C can reach us more than once: from the terminal and forwarded by a parent (each
 * `npm run` forwards SIGINT, `npm run dev` sends SIGTERM). Repeats this close are that same press.
 */
export const SAME_PRESS_MS = 1_000;

export type ShutdownTarget = { app: FastifyInstance; closeDatabase(): Promise<void> };

/**
 * Ctrl+C (or SIGTERM): stop accepting, drop live sockets (the app's preClose), let running requests
 * finish for a few seconds, then cut what is left, close the database and exit 0. Another press
 * means the operator will not wait: exit at once with the shell's 128 + signal number.
 */
export function exitOnSignals({ app, closeDatabase }: ShutdownTarget) {
  let closingSince: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closingSince !== undefined) {
      if (performance.now() - closingSince < SAME_PRESS_MS) return;
      process.exit(128 + os.constants.signals[signal]);
    }
    closingSince = performance.now();
    app.log.info(`${signal}: cerrando (otra vez para salir ya)`);
    setTimeout(() => {
      app.log.warn('cerrando: se cortan las peticiones que no terminaron');
      app.server.closeAllConnections();
    }, DRAIN_MS);
    setTimeout(() => {
      app.log.error('cerrando: el cierre no terminó a tiempo');
      process.exit(1);
    }, GIVE_UP_MS);
    app
      .close()
      .then(closeDatabase)
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'cerrando: error');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
