/**
 * The start/stop/kick of a worker that polls for work and is woken early by events (the print queue,
 * the DIAN transmission). Rounds never overlap: a kick during one runs another after it, so work
 * stored while a round was reading is not left for the next poll.
 */
export type PollingLoop = {
  /** Look for work now. */
  kick(): void;
  /** Starts polling every `pollMs` and runs a round at once; `onStart` first. */
  start(): void;
  /** Stops polling and waits for the round under way. */
  stop(): Promise<void>;
  /** Tests: resolves when no round is running. */
  idle(): Promise<void>;
  /** True before start and after stop: a round under way checks it to end early. */
  readonly stopped: boolean;
  /** From inside a round: run another one after it (it left work it could not take). */
  runAgain(): void;
};

export function pollingLoop(opts: {
  pollMs: number;
  round: () => Promise<void>;
  /** A round that threw: logged, and the next kick or poll tries again. */
  onRoundError: (err: unknown) => void;
  onStart?: () => void;
}): PollingLoop {
  let stopped = true;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const runRounds = async () => {
    do {
      again = false;
      await opts.round();
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runRounds()
      .catch(opts.onRoundError)
      .finally(() => {
        running = null;
      });
  };

  return {
    kick,
    start() {
      if (!stopped) return;
      stopped = false;
      opts.onStart?.();
      timer = setInterval(kick, opts.pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async idle() {
      while (running) await running;
    },
    get stopped() {
      return stopped;
    },
    runAgain() {
      again = true;
    },
  };
}
