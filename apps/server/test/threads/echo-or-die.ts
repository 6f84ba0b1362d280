// Test support for worker-client.test.ts: a worker thread that answers {id, value} to
// {id, value}, and ends itself without answering on {id, die: true}.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (m: { id: number; value?: string; die?: boolean }) => {
  if (m.die) process.exit(3);
  parentPort?.postMessage({ id: m.id, value: `eco ${m.value}` });
});
