import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoPrint } from './use-auto-print';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAutoPrint', () => {
  it('closes the print window once the print dialog is done (afterprint), not before', async () => {
    vi.useFakeTimers();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderHook(() => useAutoPrint(true));
    await vi.advanceTimersByTimeAsync(400);
    expect(print).toHaveBeenCalledOnce();
    expect(close).not.toHaveBeenCalled(); // the dialog may still be open: print() returns at once in some browsers
    window.dispatchEvent(new Event('afterprint'));
    expect(close).toHaveBeenCalledOnce();
  });

  it('leaves the window open when there is nothing to print, and stops listening once unmounted', async () => {
    vi.useFakeTimers();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { rerender, unmount } = renderHook(({ ready }) => useAutoPrint(ready), { initialProps: { ready: false } });
    await vi.advanceTimersByTimeAsync(1000);
    window.dispatchEvent(new Event('afterprint'));
    expect(print).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    rerender({ ready: true });
    unmount();
    window.dispatchEvent(new Event('afterprint'));
    expect(close).not.toHaveBeenCalled();
  });
});
