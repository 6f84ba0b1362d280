/**
 * Query keys of the service floor. Every order change on any of the three screens invalidates all
 * of them: a tablet may show the orders screen and, later, the kitchen one from the same cache.
 */
export const ORDERS_KEY = ['orders', 'list'] as const;
export const ORDERS_INIT_KEY = ['orders', 'init'] as const;
export const KITCHEN_KEY = ['kitchen', 'orders'] as const;
export const DISPLAY_TOKENS_KEY = ['display', 'tokens'] as const;

export const FLOOR_KEYS = [ORDERS_KEY, KITCHEN_KEY, DISPLAY_TOKENS_KEY] as const;
