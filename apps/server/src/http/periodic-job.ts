import type { FastifyInstance } from 'fastify';

export type PeriodicJob = {
  intervalMs: number;
  run: () => Promise<unknown>;
  /** Logged when a run fails; the next run still comes. */
  failureMessage: string;
};

/**
 * Runs a maintenance job once when the app is ready (a POS restarted nightly would otherwise never
 * reach the first interval) and then every interval. Runs never overlap; on close the timer stops and
 * a run under way is awaited, so the database is not closed beneath it.
 */
export function registerPeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(job.run).catch((err: unknown) => app.log.error({ err }, job.failureMessage));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
