/** While the live connection is down, the floor screens poll so they do not silently go stale. */
export const OFFLINE_POLL_MS = 20_000;
