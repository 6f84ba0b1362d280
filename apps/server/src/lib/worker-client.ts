import type { Worker } from 'node:worker_threads';
import { startTsWorker } from './ts-worker.js';

/** A request sent to the thread whose answer is still to come. */
export type Owed<T> = { resolve(value: T): void; reject(error: Error): void };

export type WorkerClientOptions<T> = {
  /** The thread's module, read at each start (a test may swap it for one that fails). */
  module: () => URL;
  /** What the thread is started with (its workerData.data). */
  data: unknown;
  /** A message from the thread: settle the requests it answers (`settle` forgets each id it is given). */
  onMessage(message: unknown, settle: (id: number) => Owed<T> | undefined): void;
  /** The thread ended with these requests unanswered: each must be settled (they are forgotten after). */
  onExit(owed: Owed<T>[], cause: unknown): void;
  /** An uncaught error in the thread ('exit' follows), with how many answers it owed. */
  onError?(err: unknown, owed: number): void;
  /** Besides answers owed, what else keeps the process open while the thread has it (a file closing). */
  alsoOwed?(): boolean;
};

/**
 * The client side of one of the server's worker threads (the SQLite order writer, the signers, the
 * print sender): started on first use and kept after it, a map of the answers owed by id, the
 * process held open only while one is owed (an idle thread never keeps a test or a stopping server
 * alive), and every owed request settled when the thread dies, so that the next use starts another.
 */
export function workerClient<T>(opts: WorkerClientOptions<T>) {
  let worker: Worker | null = null;
  const owed = new Map<number, Owed<T>>();
  let nextId = 0;

  function holdOpenWhileOwed(): void {
    if (owed.size > 0 || opts.alsoOwed?.()) worker?.ref();
    else worker?.unref();
  }

  const settle = (id: number): Owed<T> | undefined => {
    const o = owed.get(id);
    owed.delete(id);
    return o;
  };

  function start(): Worker {
    const w = startTsWorker(opts.module(), opts.data);
    w.on('message', (message: unknown) => {
      opts.onMessage(message, settle);
      holdOpenWhileOwed();
    });
    let cause: unknown;
    w.on('error', (err) => {
      cause = err;
      opts.onError?.(err, owed.size);
    });
    w.on('exit', () => {
      if (worker === w) worker = null;
      const unanswered = [...owed.values()];
      owed.clear();
      opts.onExit(unanswered, cause);
    });
    return w;
  }

  /** Sends a message; the thread starts if it is not running. */
  function post(message: unknown): void {
    worker ??= start();
    worker.postMessage(message);
    holdOpenWhileOwed();
  }

  return {
    post,
    /** An id for a request whose answer will be owed (`owe` it before posting). */
    nextId: (): number => nextId++,
    owe(id: number, o: Owed<T>): void {
      owed.set(id, o);
    },
    /** One request, one answer: `build` writes the message with its id. */
    ask(build: (id: number) => unknown): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const id = nextId++;
        owed.set(id, { resolve, reject });
        post(build(id));
      });
    },
    /** Starts the thread ahead of its first use (a module graph that takes a second to load). */
    warm(): void {
      worker ??= start();
      holdOpenWhileOwed();
    },
    running: (): boolean => worker !== null,
    /** Re-reads whether the process must stay open (after `alsoOwed` changed). */
    holdOpenWhileOwed,
    /** Ends the running thread; the next use starts another (tests). */
    async stop(): Promise<void> {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
