import type { AppDeps } from '../../app-deps.js';
import { workerClient } from '../../lib/worker-client.js';
import type { PreparedRequest } from './print-pass.js';
import { PRINT_SENDER_NICE, type SenderThreadData } from './print-sender-thread.js';

/** To the expansion thread: prepare up to `limit` due requests of `file`, or forget the file's connection. */
export type ExpansionRequest =
  { id: number; file: string; config: AppDeps['config']; now: string; limit: number } | { id: number; close: string };
/** From it: the prepared requests (print-pass.ts), or why the reading failed; `ready` once its modules are loaded. */
export type ExpansionReply =
  { id: number; prepared: PreparedRequest[] } | { id: number; error: string } | { ready: true };

const EXPANSION_MODULE = new URL('./print-expansion.worker.ts', import.meta.url);

/** Whether the running thread has loaded its modules (seconds after its start, on a busy machine). */
let ready = false;

/**
 * SQLite's print expansions are read and laid out on a thread of their own (print-expansion.worker.ts),
 * at the print sender's low priority, with its own reading connection to the file: the order writer's
 * thread, which every order waits on, then only stores what was prepared (its INSERTs and its
 * COMMIT), and under a rush the orders take the CPU before the tickets' layout (issue 20).
 */
const expander = workerClient<PreparedRequest[]>({
  module: () => EXPANSION_MODULE,
  data: { nice: PRINT_SENDER_NICE } satisfies SenderThreadData,
  onMessage(reply: ExpansionReply, settle) {
    if ('ready' in reply) {
      ready = true;
      return;
    }
    const owed = settle(reply.id);
    if ('error' in reply) owed?.reject(new Error(reply.error));
    else owed?.resolve(reply.prepared);
  },
  // A pass waiting on it fails and is retried by the worker's next round (on a new thread).
  onExit(owed, cause) {
    ready = false;
    for (const o of owed) o.reject(new Error(`El hilo que prepara los tiquetes terminó: ${String(cause)}`));
  },
});

/** Starts the thread if it is not running; it answers `ready` once its modules are loaded (seconds, through tsx). */
export function warmExpansionThread(): void {
  expander.warm();
}

/**
 * Whether passes can be prepared on the thread now. Until it is loaded the worker expands on the
 * writer's thread, as before the thread existed, so the first tickets after a start do not wait
 * for its modules.
 */
export const expansionThreadReady = (): boolean => ready && expander.running();

/** Up to `limit` due print requests of the SQLite file read and laid out, not yet stored. */
export function prepareOnExpansionThread(
  file: string,
  config: AppDeps['config'],
  now: string,
  limit: number,
): Promise<PreparedRequest[]> {
  return expander.ask((id) => ({ id, file, config, now, limit }) satisfies ExpansionRequest);
}

/** Closes the thread's connection to `file` (the app using it closed), if it has one. */
export async function closeExpansionReader(file: string): Promise<void> {
  if (!expander.running()) return;
  await expander.ask((id) => ({ id, close: file }) satisfies ExpansionRequest);
}

/** Tests: ends the running thread (the next pass with work starts another), as after a crash of it. */
export async function stopExpansionThreadForTests(): Promise<void> {
  await expander.stop();
  ready = false;
}
