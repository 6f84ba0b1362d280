import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';

type Router = {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
};

// A POS tab stays open for days: ask for a new version now and then, not only on full page loads.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/sw/service-worker.ts; production builds only, see main.tsx).
 * A new version is never swapped in under a waiter's fingers: it waits, and the next navigation to
 * another screen activates it and loads that screen afresh (the cart and the outbox live in browser
 * storage). The first install takes this page at once; the queries it already ran are asked again,
 * through the worker, so this very visit leaves the POS's answers cached for an offline start.
 */
export function registerServiceWorker(router: Router, queryClient: QueryClient): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/service-worker.js');
  let controlled = navigator.serviceWorker.controller !== null;
  let updateWaiting = false;
  let reloadOnControl = false;
  // Another tab let a new version take this page too: its screens may no longer match the server's.
  let stale = false;

  wb.addEventListener('waiting', () => {
    updateWaiting = true;
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      void queryClient.invalidateQueries();
    } else if (reloadOnControl) {
      window.location.reload();
    } else {
      stale = true;
    }
  });

  let lastPath = router.state.location.pathname;
  router.subscribe(({ location }) => {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    if (stale) {
      window.location.reload();
    } else if (updateWaiting) {
      updateWaiting = false;
      reloadOnControl = true;
      wb.messageSkipWaiting();
    }
  });

  wb.register()
    .then(() => setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS))
    // Refused where service workers are blocked (a browser setting, the E2E's default): the app
    // then works online as before.
    .catch(() => undefined);
}
