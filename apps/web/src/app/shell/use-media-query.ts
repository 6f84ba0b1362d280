import { useCallback, useSyncExternalStore } from 'react';

/** Phones: the sidebar becomes a drawer opened from the top bar. */
export const PHONE_QUERY = '(max-width: 767.98px)';
/** Tablets and small laptops: the sidebar stays an icon rail whatever the stored preference. */
export const RAIL_QUERY = '(max-width: 1279.98px)';

/** Whether a CSS media query matches, following changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
