import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff';
import { classifyFailure, isUnreachable } from './classify';
import { ApiError } from '../../lib/api-error';

describe('backoff', () => {
  it('doubles from 2 s with jitter over the upper half, capped at a minute', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_000);
    expect(backoffDelay(1, () => 1)).toBe(2_000);
    expect(backoffDelay(3, () => 0.5)).toBe(6_000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });
});

describe('answer classification', () => {
  it.each([
    [new ApiError(0, 'Failed to fetch', false), 'retry'],
    [new DOMException('timed out', 'TimeoutError'), 'retry'],
    [new TypeError('Failed to fetch'), 'retry'],
    [new ApiError(500, 'Error', true), 'retry'],
    [new ApiError(503, 'HTTP 503', false), 'retry'],
    [new ApiError(429, 'Demasiados intentos', true), 'retry'],
    [new ApiError(401, 'Sesión vencida', true), 'auth'],
    [new ApiError(400, 'El ítem ya no está', true), 'review'],
    [new ApiError(403, 'Sin permiso', true), 'review'],
    [new ApiError(409, 'Los precios cambiaron', true), 'review'],
  ] as const)('%s → %s', (err, kind) => {
    expect(classifyFailure(err)).toBe(kind);
  });

  it('queues a submit only when the server gave no answer', () => {
    expect(isUnreachable(new ApiError(0, 'Failed to fetch', false))).toBe(true);
    expect(isUnreachable(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isUnreachable(new ApiError(500, 'Error', true))).toBe(false);
    expect(isUnreachable(new ApiError(409, 'Los precios cambiaron', true))).toBe(false);
  });
});
