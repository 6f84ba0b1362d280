import { afterEach, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../../test-support/printer/escpos-decoder.js';
import { startFakePrinter, type FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import type { TicketDocument } from './print-requests.js';
import {
  PRINT_SENDER_NICE,
  sendOnThread,
  senderThreadModuleForTests,
  warmSenderThread,
} from './print-sender-thread.js';

const TIMEOUTS = { connectMs: 2000, jobMs: 5000 };
const FAILING = new URL('../../../../../test-support/printer/failing-sender.worker.ts', import.meta.url);
const document = (text: string): string =>
  JSON.stringify({ lines: [{ type: 'text', text }], cut: true, drawerKick: false } satisfies TicketDocument);

const targetOf = (printer: FakePrinter) =>
  ({ host: printer.host, port: printer.port, paperWidth: 80, codePage: 'cp858', hasCashDrawer: false }) as const;

describe('the print sender thread', () => {
  let printer: FakePrinter | undefined;
  afterEach(async () => {
    await senderThreadModuleForTests(null);
    await printer?.close();
  });

  it('logs a thread that fails, fails what it held, and sends on a new thread after it', async () => {
    printer = await startFakePrinter();
    const target = targetOf(printer);
    const errors: { obj: object; msg: string }[] = [];
    const log = { error: (obj: object, msg: string) => errors.push({ obj, msg }) };

    // This file's first thread runs a module that throws on its first request, as a crash would.
    await senderThreadModuleForTests(FAILING);
    warmSenderThread(log);
    expect(await sendOnThread(target, [document('Perdido')], TIMEOUTS)).toEqual({ ok: false, failure: 'cut-off' });
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toMatch(/hilo que envía a las impresoras/);
    expect(String((errors[0].obj as { err: unknown }).err)).toContain('el hilo de prueba falla');

    // The next send starts a new thread (the real one) and prints.
    await senderThreadModuleForTests(null);
    expect(await sendOnThread(target, [document('Después')], TIMEOUTS)).toEqual({ ok: true });
    // A send that throws in the thread (a port no socket takes) is that send's failure only.
    expect(await sendOnThread({ ...target, port: -1 }, [document('Nunca')], TIMEOUTS)).toEqual({
      ok: false,
      failure: 'cut-off',
    });
    expect(await sendOnThread(target, [document('Otra')], TIMEOUTS)).toEqual({ ok: true });
    expect(errors).toHaveLength(1);
    expect(printer.jobs.map((job) => decodeEscPos(job).lines[0].text)).toEqual(['Después', 'Otra']);
  });

  it('runs at a lower priority (Linux) and still prints every send once, with the server thread busy', async () => {
    printer = await startFakePrinter();
    const target = targetOf(printer);
    const sends = Array.from({ length: 40 }, (_, i) => sendOnThread(target, [document(`T${i}`)], TIMEOUTS));
    // The server's thread keeps the CPU a while: the sender only waits, it loses nothing.
    const until = Date.now() + 200;
    while (Date.now() < until);
    expect(await Promise.all(sends)).toEqual(sends.map(() => ({ ok: true })));
    const texts = printer.jobs.map((job) => decodeEscPos(job).lines[0].text);
    expect([...texts].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `T${i}`).sort());

    if (process.platform === 'linux') {
      const { readdirSync, readFileSync } = await import('node:fs');
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice; the name field may hold spaces.
      const nices = readdirSync('/proc/self/task').map((tid) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
      expect(nices).toContain(PRINT_SENDER_NICE);
      expect(nices).toContain(0);
    }
  });
});
