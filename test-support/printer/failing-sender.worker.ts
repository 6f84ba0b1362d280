/**
 * A print sender thread that fails with an uncaught error on its first request, standing in for
 * the real one (print-sender.worker.ts) in print-sender-thread.test.ts.
 */
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', () => {
  throw new Error('el hilo de prueba falla');
});
