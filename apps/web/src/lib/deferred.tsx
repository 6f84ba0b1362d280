import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog kept out of the first download: its code loads the first time `shown(props)` is true.
 * Until then it renders nothing, which is all a closed dialog renders anyway. Once shown it stays
 * mounted, so closing it, its state and the focus it gives back work as before; later openings
 * wait for nothing. A failed download reaches the route's error view, like a screen's would.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
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
