import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { POS_INIT_QUERY_KEY } from '../../../lib/query-keys';
import { useSettingsMutation } from './use-settings-mutation';

function setup(fn: (n: number) => Promise<{ message: string }>) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSettingsMutation(fn, [['settings', 'taxes']]), { wrapper });
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { result, invalidated };
}

describe('useSettingsMutation', () => {
  it('after a success refetches its lists and marks the POS menu stale', async () => {
    const { result, invalidated } = setup(async () => ({ message: '¡Impuesto agregado!' }));
    await act(() => result.current.mutateAsync(1));
    expect(invalidated()).toContainEqual(['settings', 'taxes']);
    expect(invalidated()).toContainEqual(POS_INIT_QUERY_KEY);
  });

  it('after a failure refetches its lists but leaves the POS menu alone', async () => {
    const { result, invalidated } = setup(() => Promise.reject(new Error('boom')));
    await act(() => result.current.mutateAsync(1).catch(() => undefined));
    expect(invalidated()).toContainEqual(['settings', 'taxes']);
    expect(invalidated()).not.toContainEqual(POS_INIT_QUERY_KEY);
  });
});
