import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen loads on first visit: `load` is a dynamic import, `name` the component it
 * exports. The module system keeps each import's promise, so later visits reuse the loaded code.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load())[name] });
}
