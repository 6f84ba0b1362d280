import type { FastifyServerOptions } from 'fastify';

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '90' },
  30: { name: 'INFO', color: '36' },
  40: { name: 'WARN', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '31' },
};
/** Fields every line has or that the request summary already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
/** Requests whose completion never comes (aborted) must not grow the map forever. */
const MAX_OPEN_REQUESTS = 1_000;

type LogLine = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
};

const paint = (color: boolean, code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

export type PrettyOptions = { color: boolean; requests: boolean };

/**
 * Pino's JSON lines as a person reads them in a terminal: time, level, message, a request as one
 * line when it completes (method, path, status, duration) or not at all, an error's stack below.
 */
export function prettyLogFormatter({ color, requests }: PrettyOptions) {
  const openRequests = new Map<string, string>();
  return (raw: string): string | null => {
    let line: LogLine;
    try {
      line = JSON.parse(raw) as LogLine;
    } catch {
      return raw.trimEnd();
    }
    // Fastify's own two lines per request; everything else (errors of a request too) stays.
    if (!requests && (line.msg === 'incoming request' || line.msg === 'request completed')) return null;
    const request = line.reqId !== undefined ? openRequests.get(line.reqId) : undefined;
    if (line.req && line.reqId !== undefined && !line.res) {
      if (openRequests.size >= MAX_OPEN_REQUESTS) openRequests.delete(openRequests.keys().next().value!);
      openRequests.set(line.reqId, `${line.req.method ?? ''} ${line.req.url ?? ''}`);
      return null;
    }
    const level = LEVELS[line.level ?? 30] ?? LEVELS[30];
    let text: string;
    if (line.res && line.reqId !== undefined) {
      openRequests.delete(line.reqId);
      const status = line.res.statusCode ?? 0;
      const ms = line.responseTime === undefined ? '' : ` ${line.responseTime.toFixed(1)} ms`;
      text = `${request ?? '?'} ${paint(color, status >= 500 ? '31' : status >= 400 ? '33' : '32', String(status))}${ms}`;
    } else {
      text = `${line.msg ?? ''}${request ? paint(color, '90', ` (${request})`) : ''}`;
    }
    const extra = Object.entries(line)
      .filter(([key]) => !SHOWN.has(key))
      .map(([key, value]) => ` ${key}=${JSON.stringify(value)}`)
      .join('');
    const head = `${paint(color, '90', clock(line.time))} ${paint(color, level.color, level.name.padEnd(5))} ${text}${extra}`;
    const err = line.err;
    if (!err) return head;
    const detail = err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`;
    return `${head}\n${detail.replace(/^/gm, '    ')}`;
  };
}

/** A pino destination that writes formatted lines (pino hands over one JSON line per write). */
export function prettyDestination(out: { write(text: string): unknown }, options: PrettyOptions) {
  const format = prettyLogFormatter(options);
  return {
    write(raw: string) {
      const text = format(raw);
      if (text !== null) out.write(`${text}\n`);
    },
  };
}

const VERBOSE = new Set(['debug', 'trace']);

/**
 * In a terminal: readable lines, and a request per line only at LOG_LEVEL=debug or trace (at info
 * the banner, warnings and errors stay visible). Piped (a service, a container): JSON lines as before.
 */
export function loggerOptions(
  level: string,
  terminal: { write(text: string): unknown } | undefined,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  if (!terminal) return { level };
  return { level, stream: prettyDestination(terminal, { color: true, requests: VERBOSE.has(level) }) };
}
