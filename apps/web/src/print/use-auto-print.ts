import { useEffect } from 'react';
import { PRINT_DELAY_MS } from './print-sheet';

/** Resolves once every image of the page has loaded or failed, so the store logo is on the paper. */
function imagesSettled(): Promise<unknown> {
  return Promise.all(
    Array.from(document.images, (img) =>
      img.complete || typeof img.decode !== 'function' ? null : img.decode().catch(() => null),
    ),
  );
}

/**
 * Opens the print dialog PRINT_DELAY_MS after the window's load event (images included), not after
 * React mounts: the popup renders before the store logo has arrived. Once the dialog is done with
 * (printed or cancelled: `afterprint`), the popup closes itself, so pop-ups do not pile up on the
 * cashier's screen. Browsers ignore window.close() on a tab the script did not open, so a print
 * page opened by hand stays. (Headless Chromium never fires afterprint: there the page stays open.)
 */
export function useAutoPrint(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let timer: number | undefined;
    const close = () => window.close();
    window.addEventListener('afterprint', close);
    const start = () => {
      void imagesSettled().then(() => {
        if (!cancelled) timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      window.removeEventListener('afterprint', close);
      window.clearTimeout(timer);
    };
  }, [ready]);
}
