import { lazy, Suspense, useState, type ComponentType } from 'react';

/** Every deferred dialog's loader, each a promise made once, for preloadDeferred. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A dialog kept out of the first download: its code loads the first time `shown(props)` is true,
 * or earlier through preloadDeferred. Until then it renders nothing, which is all a closed dialog
 * renders anyway. Once shown it stays mounted, so closing it, its state and the focus it gives back
 * work as before; later openings wait for nothing. A failed download reaches the route's error
 * view, like a screen's would.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  // A failed download is forgotten, so the next attempt (an opening, a preload) fetches again.
  const loadOnce = () =>
    (pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    }));
  loaders.push(loadOnce);
  const Loaded = lazy(async () => ({ default: await loadOnce() }));
  function Deferred(props: P) {
    const isShown = shown(props);
    const [wasShown, setWasShown] = useState(isShown);
    // State adjusted while rendering: the dialog mounts in the same render that first opens it.
    if (isShown && !wasShown) setWasShown(true);
    if (!isShown && !wasShown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

/** After the first screen is up and the browser idle: how long to wait before fetching dialogs. */
export const PRELOAD_DELAY_MS = 4000;

/**
 * Fetches every deferred dialog's code once the first screen has been up a while and the browser
 * is idle: the first download stays small, yet a cashier who opens Pagar y enviar for the first
 * time during a network drop still gets the dialog (and its error message) rather than an error
 * page. A failed fetch is left for the dialog's own first opening to try again.
 */
export function preloadDeferred(delayMs = PRELOAD_DELAY_MS): () => void {
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : run();
  const timer = setTimeout(
    () =>
      idle(() => {
        for (const load of loaders) load().catch(() => undefined);
      }),
    delayMs,
  );
  return () => clearTimeout(timer);
}
