/**
 * What the service worker (src/sw/service-worker.ts) and the app agree on. Kept free of imports: the
 * service worker's bundle stays a few kilobytes (the route definitions would bring zod along);
 * offline-cache.test.ts checks the paths against the contracts' route definitions.
 */

/** The runtime cache of API answers. They belong to the signed-in user: see clearApiCache. */
export const API_CACHE = 'comandero-api-v1';

/**
 * The GET answers the shell and the POS read when they start, kept by the service worker (network
 * first) so that the POS starts with no server reachable after one online visit.
 */
export const START_API_PATHS: readonly string[] = [
  '/api/v1/auth/me',
  '/api/v1/pos/init',
  '/api/v1/printing/terminal-printer',
  '/api/v1/settings/kitchen-setting',
  '/api/v1/settings/tip-setting',
  '/api/v1/orders/bills/discount-reasons',
  '/api/v1/cash-drawer/current',
];

/** The app's own pages: only these fall back to the cached app when the network fails. */
export const APP_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/dashboard(\/|$)/,
  /^\/display\//,
  /^\/print-(receipt|token|cash-report)$/,
  /^\/no-access$/,
];

/**
 * Forgets the cached API answers: on sign-out, when the session ends, and when another user signs in
 * on this device. Cache Storage is shared with the service worker, so the page deletes it itself.
 */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_CACHE);
  } catch (err) {
    console.error('No se pudo borrar la caché de la API', err);
  }
}
