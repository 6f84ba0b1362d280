import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyDestination, prettyLogFormatter } from './log-format.js';

const at = new Date(2025, 5, 1, 9, 5, 7).getTime();
const json = (line: Record<string, unknown>) => JSON.stringify({ time: at, pid: 1, hostname: 'h', ...line });

describe('readable logs in a terminal', () => {
  it('shows time, level and message, extra fields, and an error stack below its line', () => {
    const format = prettyLogFormatter({ color: false, requests: false });
    expect(format(json({ level: 30, msg: 'Server listening at http://127.0.0.1:3000' }))).toBe(
      '09:05:07 INFO  Server listening at http://127.0.0.1:3000',
    );
    expect(format(json({ level: 40, msg: 'lento', ms: 900 }))).toBe('09:05:07 WARN  lento ms=900');
    const error = format(
      json({
        level: 50,
        msg: 'unhandled error',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n  at x' },
      }),
    );
    expect(error).toBe('09:05:07 ERROR unhandled error\n    Error: boom\n      at x');
    expect(format('not json\n')).toBe('not json');
  });

  it('hides the two lines per request unless asked, then prints one line when the request completes', () => {
    const incoming = json({
      level: 30,
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/v1/pos/init' },
      msg: 'incoming request',
    });
    const completed = json({
      level: 30,
      reqId: 'req-1',
      res: { statusCode: 304 },
      responseTime: 2.345,
      msg: 'request completed',
    });
    const quiet = prettyLogFormatter({ color: false, requests: false });
    expect([quiet(incoming), quiet(completed)]).toEqual([null, null]);

    const verbose = prettyLogFormatter({ color: false, requests: true });
    expect(verbose(incoming)).toBeNull();
    const failed = json({ level: 50, reqId: 'req-1', msg: 'unhandled error', err: { message: 'x' } });
    expect(verbose(failed)).toBe('09:05:07 ERROR unhandled error (GET /api/v1/pos/init)\n    Error: x');
    expect(verbose(completed)).toBe('09:05:07 INFO  GET /api/v1/pos/init 304 2.3 ms');
  });

  it('colours the level and status only when asked', () => {
    const line = prettyLogFormatter({ color: true, requests: false })(json({ level: 40, msg: 'ojo' }));
    expect(line).toContain('\x1b[33mWARN');
    const written: string[] = [];
    prettyDestination({ write: (t) => written.push(t) }, { color: false, requests: false }).write(
      json({ level: 30, msg: 'hola' }),
    );
    expect(written).toEqual(['09:05:07 INFO  hola\n']);
  });

  it('keeps JSON lines when not in a terminal, and logs nothing when silent', () => {
    expect(loggerOptions('info', undefined)).toEqual({ level: 'info' });
    expect(loggerOptions('silent', process.stdout)).toBe(false);
    expect(loggerOptions('debug', process.stdout)).toMatchObject({ level: 'debug', stream: expect.any(Object) });
  });
});
