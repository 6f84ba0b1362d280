/** Query keys of Configuraciones; mutations invalidate the list they change. */
export const settingsKeys = {
  store: ['settings', 'store-setting'] as const,
  print: ['settings', 'print-setting'] as const,
  tables: ['settings', 'store-tables'] as const,
  categories: ['settings', 'categories'] as const,
  taxes: ['settings', 'taxes'] as const,
  paymentTypes: ['settings', 'payment-types'] as const,
  menuItems: ['menu-items'] as const,
  menuItem: (id: number) => ['menu-items', id] as const,
};
