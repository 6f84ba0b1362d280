import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { offlineText } from '../i18n/offline';

/** Every deferred dialog's loader, each a promise made once, for preloadDeferred. */
const loaders: (() => Promise<unknown>)[] = [];

/** A deferred component, whose code can also be fetched ahead of its first opening. */
export type DeferredComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/** The one toast of a dialog whose code could not be fetched (several at once show once). */
const UNAVAILABLE_TOAST = 'deferred-unavailable';

/**
 * Closes a dialog whose code could not be fetched, through the closing prop it has, so the screen's
 * state says closed and the next tap on its button opens (and fetches) it again.
 */
function closeThrough(props: object) {
  const p = props as { onOpenChange?: unknown; onClose?: unknown; onCancel?: unknown };
  if (typeof p.onOpenChange === 'function') (p.onOpenChange as (open: boolean) => void)(false);
  else if (typeof p.onClose === 'function') (p.onClose as () => void)();
  else if (typeof p.onCancel === 'function') (p.onCancel as () => void)();
}

/**
 * A dialog kept out of the first download: its code loads the first time `shown(props)` is true,
 * or earlier through `preload` / preloadDeferred. Until then it renders nothing, which is all a
 * closed dialog renders anyway. Once shown it stays mounted, so closing it, its state and the focus
 * it gives back work as before; later openings wait for nothing.
 *
 * A failed download (the network dropped before the code came) does not reach the route's error
 * view: the screen stays as it was (a cart stays a cart), a toast says the window cannot open
 * offline, the dialog is closed through its own prop, and the next opening fetches again.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): DeferredComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  // A failed download is forgotten, so the next attempt (an opening, a preload) fetches again.
  const loadOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  loaders.push(loadOnce);

  function Deferred(props: P) {
    const isShown = shown(props);
    // `wanted`: mounted (or being fetched) since an opening; a failed fetch resets it until the next one.
    const [wanted, setWanted] = useState(isShown);
    const [wasShown, setWasShown] = useState(isShown);
    const [, setReady] = useState(false);
    // State adjusted while rendering: the dialog mounts in the same render that opens it.
    if (isShown !== wasShown) {
      setWasShown(isShown);
      if (isShown) setWanted(true);
    }
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      loadOnce().then(
        () => live && setReady(true),
        () => {
          if (!live) return;
          toast.error(offlineText.dialogUnavailable, { id: UNAVAILABLE_TOAST });
          setWanted(false);
          closeThrough(latest.current);
        },
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    if (!wanted || !loaded) return null;
    const Loaded = loaded;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: () => loadOnce().then(() => undefined) });
}

/**
 * A screen that must work offline fetches its own dialogs as soon as it shows, without waiting for
 * preloadDeferred's idle time: a cashier who loses the network a second after the POS came up can
 * still send to the kitchen. A failed fetch is left for the dialog's opening to try again. The list
 * must be a constant (a module-level array).
 */
export function usePreloadNow(components: readonly { preload: () => Promise<void> }[]): void {
  useEffect(() => {
    for (const c of components) c.preload().catch(() => undefined);
  }, [components]);
}

/** After the first screen is up and the browser idle: how long to wait before fetching dialogs. */
export const PRELOAD_DELAY_MS = 4000;

/**
 * Fetches every deferred dialog's code once the first screen has been up a while and the browser
 * is idle: the first download stays small, yet a cashier who opens a dialog for the first time
 * during a network drop most likely finds its code already here. A failed fetch is left for the
 * dialog's own first opening to try again.
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
