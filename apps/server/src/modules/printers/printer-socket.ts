import net from 'node:net';

export type PrinterTarget = { host: string; port: number };
export type PrinterTimeouts = { connectMs: number; jobMs: number };

/** Why a job did not reach the printer; the caller words it for people. */
export type SendFailure = 'unreachable' | 'refused' | 'cut-off' | 'unknown-host';
export type SendResult = { ok: true } | { ok: false; failure: SendFailure };

const FAILURE_BY_CODE: Record<string, SendFailure> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'unknown-host',
  EAI_AGAIN: 'unknown-host',
  ECONNRESET: 'cut-off',
  EPIPE: 'cut-off',
};

/**
 * Sends one job over raw TCP (port 9100) and resolves once it is settled; never rejects.
 *
 * Success means every byte was handed over and the printer closed its side after ours: a write
 * callback alone only says the bytes reached our kernel. A printer that closes (or resets) before
 * taking our end of stream has cut the job off; one that never closes is "not responding" at the
 * job timeout, so a caller may retry it, never assume it printed.
 */
export function sendToPrinter(
  target: PrinterTarget,
  bytes: Uint8Array,
  timeouts: PrinterTimeouts,
): Promise<SendResult> {
  return new Promise((resolve) => {
    let connected = false;
    let written = false;
    let peerEnded = false;
    let settled = false;
    const socket = net.connect({ host: target.host, port: target.port });

    const settle = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(jobTimer);
      socket.destroy();
      resolve(result);
    };
    const fail = (failure: SendFailure) => settle({ ok: false, failure });

    const connectTimer = setTimeout(() => fail('unreachable'), timeouts.connectMs);
    const jobTimer = setTimeout(() => fail('unreachable'), timeouts.jobMs);

    socket.once('connect', () => {
      connected = true;
      clearTimeout(connectTimer);
      socket.end(bytes, () => {
        written = true;
      });
    });
    socket.on('data', () => {
      // Status bytes some printers send back are not needed: reading them keeps the socket flowing.
    });
    socket.once('end', () => {
      peerEnded = true;
      if (!written) fail('cut-off');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const byCode = error.code ? FAILURE_BY_CODE[error.code] : undefined;
      fail(byCode ?? (connected ? 'cut-off' : 'unreachable'));
    });
    socket.once('close', () => {
      if (written && peerEnded) settle({ ok: true });
      else fail(connected ? 'cut-off' : 'unreachable');
    });
  });
}
