export const POS_INIT_QUERY_KEY = ['pos', 'init'] as const;

// Lists read by more than one feature (Configuraciones edits them, the printers page routes them),
// named once so every reader shares one cache entry and one invalidation.
export const CATEGORIES_QUERY_KEY = ['settings', 'categories'] as const;
export const MENU_ITEMS_QUERY_KEY = ['menu-items'] as const;
