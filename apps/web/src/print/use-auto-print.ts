import { useEffect } from 'react';
import { PRINT_DELAY_MS } from './print-sheet';

export function useAutoPrint(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);
}
