import {
  CUSTOMER_DISPLAY_MESSAGES as M,
  MESSAGES,
  PAIRING_CODE_TTL_MS,
  type DisplayFollowAck,
  type DisplayState,
} from '@comandero/contracts';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, expectError, testDatabases, type TestApp } from '../../../test/test-app.js';
import { connectedSocket, listenLocally } from '../../../test/test-sockets.js';

const TERMINAL_A = 'terminal-a-0001';
const TERMINAL_B = 'terminal-b-0002';

const state = (total: number): DisplayState => ({
  seq: total,
  phase: 'ordering',
  store: { name: 'La Tienda', logo: null },
  currency: 'COP',
  lines: [{ key: '1||', title: 'Tinto', variant: null, addons: [], quantity: 1, total }],
  subtotal: total,
  tax: 0,
  total,
  payment: null,
  paid: null,
});

const follow = (s: Socket) =>
  new Promise<DisplayFollowAck>((resolve) => s.emit('customer_display_follow', (a: DisplayFollowAck) => resolve(a)));

describe.each(testDatabases)('customer display pairing on %s', (kind) => {
  let t: TestApp;
  let now: number;
  let pos: string;
  let display: string;
  const sockets: Socket[] = [];

  const post = (url: string, cookie: string, payload?: object, terminal?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: { cookie, ...(terminal ? { 'x-terminal-id': terminal } : {}) },
    });
  const newCode = async (terminal: string) => {
    const res = await post('/customer-display/pairing-codes', pos, undefined, terminal);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { code: string; expiresAt: string };
  };

  beforeEach(async () => {
    now = Date.parse('2026-11-27T15:00:00.000Z');
    t = await createTestApp(kind, { clock: { now: () => new Date(now) } });
    await t.createUser('cajero', { scope: 'POS' });
    await t.createUser('pantalla', { scope: 'CUSTOMER_DISPLAY' });
    pos = await t.signIn('cajero', 'user-pass-123');
    display = await t.signIn('pantalla', 'user-pass-123');
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
  });

  it('gives a POS terminal a six-digit code for five minutes, once', async () => {
    const { code, expiresAt } = await newCode(TERMINAL_A);
    expect(code).toMatch(/^\d{6}$/);
    expect(Date.parse(expiresAt) - now).toBe(PAIRING_CODE_TTL_MS);
    const paired = await post('/customer-display/pair', display, { code });
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json()).toMatchObject({ message: M.paired, terminalId: TERMINAL_A });
    // Single use: the same code again, from this display or another, pairs nothing.
    expectError(await post('/customer-display/pair', display, { code }), 404, M.codeUnknown);
  });

  it('refuses an expired code, and a terminal asking again voids its previous code', async () => {
    const first = await newCode(TERMINAL_A);
    const second = await newCode(TERMINAL_A);
    expectError(await post('/customer-display/pair', display, { code: first.code }), 404, M.codeUnknown);
    now += PAIRING_CODE_TTL_MS;
    expectError(await post('/customer-display/pair', display, { code: second.code }), 404, M.codeExpired);
  });

  it('checks the scopes, the terminal and the code format', async () => {
    // Only a POS asks for codes, and only for a terminal it names.
    expectError(await post('/customer-display/pairing-codes', display, undefined, TERMINAL_A), 403, MESSAGES.forbidden);
    expect((await post('/customer-display/pairing-codes', pos)).statusCode).toBe(400);
    // Only a customer display (CUSTOMER_DISPLAY, or admin) pairs.
    const { code } = await newCode(TERMINAL_A);
    expect((await post('/customer-display/pair', pos, { code })).statusCode).toBe(403);
    expectError(await post('/customer-display/pair', display, { code: '12a456' }), 400, M.codeInvalid);
    expect((await post('/customer-display/pair', display, { code })).statusCode).toBe(200);
  });

  it('stops a display guessing codes', async () => {
    const { code } = await newCode(TERMINAL_A);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 10; i++) {
      expect((await post('/customer-display/pair', display, { code: wrong })).statusCode).toBe(404);
    }
    expectError(await post('/customer-display/pair', display, { code }), 429, M.tooManyTries);
  });

  it("relays a terminal's state to its paired display only; a display sends nothing to a POS", async () => {
    const url = await listenLocally(t.app);
    const other = await (async () => {
      await t.createUser('pantalla2', { scope: 'CUSTOMER_DISPLAY' });
      return t.signIn('pantalla2', 'user-pass-123');
    })();
    const { code: codeA } = await newCode(TERMINAL_A);
    const { code: codeB } = await newCode(TERMINAL_B);
    expect((await post('/customer-display/pair', display, { code: codeA })).statusCode).toBe(200);
    expect((await post('/customer-display/pair', other, { code: codeB })).statusCode).toBe(200);

    const posSocket = await connectedSocket(url, pos);
    const displayA = await connectedSocket(url, display);
    const displayB = await connectedSocket(url, other);
    sockets.push(posSocket, displayA, displayB);
    expect(await follow(displayA)).toEqual({ terminalId: TERMINAL_A });
    expect(await follow(displayB)).toEqual({ terminalId: TERMINAL_B });
    // A POS cannot follow (not a display), so it cannot listen in on another terminal either.
    expect(await follow(posSocket)).toEqual({ error: 'forbidden' });

    const heardA: number[] = [];
    const heardB: number[] = [];
    const heardPos: number[] = [];
    displayA.on('customer_display_state', (s: DisplayState) => heardA.push(s.total));
    displayB.on('customer_display_state', (s: DisplayState) => heardB.push(s.total));
    posSocket.on('customer_display_state', (s: DisplayState) => heardPos.push(s.total));

    // A display's publish (to its own terminal or any other) is dropped, as is a malformed state.
    displayA.emit('customer_display_publish', { terminalId: TERMINAL_A, state: state(111) });
    displayA.emit('customer_display_publish', { terminalId: TERMINAL_B, state: state(222) });
    posSocket.emit('customer_display_publish', { terminalId: TERMINAL_A, state: { ...state(333), total: -1 } });
    const gotA = new Promise((resolve) => displayA.once('customer_display_state', resolve));
    const gotB = new Promise((resolve) => displayB.once('customer_display_state', resolve));
    posSocket.emit('customer_display_publish', { terminalId: TERMINAL_A, state: state(1000) });
    posSocket.emit('customer_display_publish', { terminalId: TERMINAL_B, state: state(2000) });
    await Promise.all([gotA, gotB]);
    expect(heardA).toEqual([1000]);
    expect(heardB).toEqual([2000]);
    expect(heardPos).toEqual([]);

    // A display that joins late gets the terminal's last state at once.
    const late = await connectedSocket(url, display);
    sockets.push(late);
    const first = new Promise<DisplayState>((resolve) => late.once('customer_display_state', resolve));
    expect(await follow(late)).toEqual({ terminalId: TERMINAL_A });
    expect((await first).total).toBe(1000);
  });

  it("forgets a display's pairing when its device is removed", async () => {
    const { code } = await newCode(TERMINAL_A);
    expect((await post('/customer-display/pair', display, { code })).statusCode).toBe(200);
    const links = () => t.database.db.selectFrom('customer_display_links').select('terminal_id').execute();
    expect(await links()).toEqual([{ terminal_id: TERMINAL_A }]);
    const laptop = await t.signIn('pantalla', 'user-pass-123');
    const devices = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/devices', headers: { cookie: laptop } })
    ).json() as { device_id: string; isMyDevice: boolean }[];
    const removed = await post('/auth/remove-device', laptop, {
      device_id: devices.find((d) => !d.isMyDevice)?.device_id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await links()).toEqual([]);
  });

  it('tells an unpaired display it follows nothing', async () => {
    const url = await listenLocally(t.app);
    const s = await connectedSocket(url, display);
    sockets.push(s);
    expect(await follow(s)).toEqual({ error: 'not_paired' });
  });
});
