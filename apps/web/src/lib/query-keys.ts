export const POS_INIT_QUERY_KEY = ['pos', 'init'] as const;
