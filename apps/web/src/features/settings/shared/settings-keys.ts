import { CATEGORIES_QUERY_KEY, MENU_ITEMS_QUERY_KEY } from '../../../lib/query-keys';

/** Query keys of Configuraciones; mutations invalidate the list they change. */
export const settingsKeys = {
  store: ['settings', 'store-setting'] as const,
  print: ['settings', 'print-setting'] as const,
  tables: ['settings', 'store-tables'] as const,
  categories: CATEGORIES_QUERY_KEY,
  taxes: ['settings', 'taxes'] as const,
  paymentTypes: ['settings', 'payment-types'] as const,
  menuItems: MENU_ITEMS_QUERY_KEY,
  menuItem: (id: number) => ['menu-items', id] as const,
};
