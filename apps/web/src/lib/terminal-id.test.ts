import { TERMINAL_ID_PATTERN } from '@comandero/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('./terminal-id');
};

describe('terminal id', () => {
  beforeEach(() => localStorage.clear());

  it('is made once and kept in localStorage, so a later page load (another cashier) finds the same', async () => {
    const first = await fresh();
    const id = first.terminalId();
    expect(TERMINAL_ID_PATTERN.test(id)).toBe(true);
    expect(localStorage.getItem(first.TERMINAL_ID_KEY)).toBe(id);
    const later = await fresh();
    expect(later.terminalId()).toBe(id);
    expect(later.terminalHeaders()).toEqual({ 'X-Terminal-Id': id });
  });

  it('replaces a stored value that is not a terminal id', async () => {
    const mod = await fresh();
    localStorage.setItem(mod.TERMINAL_ID_KEY, 'no vale');
    const id = mod.terminalId();
    expect(id).not.toBe('no vale');
    expect(TERMINAL_ID_PATTERN.test(id)).toBe(true);
  });
});
