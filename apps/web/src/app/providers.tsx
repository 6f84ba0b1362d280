import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { queryClient } from './query-client';

/**
 * react-hot-toast's defaults are the spec's timings (success 2000 ms, error and blank 4000 ms,
 * loading until dismissed, removal 1000 ms after dismissal), so only the look is set here.
 * Toasts carry no actions, so taps pass through them: a toast over the breadcrumb or the top bar
 * must not swallow the next tap of a waiter who has already read it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        gutter={10}
        toastOptions={{
          className:
            '!pointer-events-none !rounded-xl !px-4 !py-3 !text-[15px] !font-medium !text-stone-800 !shadow-pop',
          success: { iconTheme: { primary: '#059669', secondary: '#fff' } },
          error: { iconTheme: { primary: '#dc2626', secondary: '#fff' } },
        }}
      />
    </QueryClientProvider>
  );
}
