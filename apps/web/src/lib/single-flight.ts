import { useRef } from 'react';

/**
 * One request at a time from a button, whatever the taps: the guard is a ref, not the mutation's
 * pending state, because both taps of a double click land before React re-renders the disabled
 * button. `run` answers undefined, sending nothing, for a tap while a request runs.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return async function run<T>(send: () => Promise<T>): Promise<T | undefined> {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await send();
    } finally {
      running.current = false;
    }
  };
}
