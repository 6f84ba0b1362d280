import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { loadPrintersPage } from '../printers';
import type * as settingsPages from './settings-pages';

type SettingsScreen = keyof typeof settingsPages;

/** A settings screen; the pages are not in the first download, they arrive on the first visit. */
const screen = (name: SettingsScreen) => lazyPage(() => import('./settings-pages'), name);

/** Children of /dashboard/settings (spec §2 Settings); the router wraps them in the SETTINGS scope guard. */
export const settingsRoutes: RouteObject[] = [
  {
    lazy: screen('SettingsLayout'),
    children: [
      { index: true, lazy: screen('StoreDetailsPage') },
      { path: 'details', lazy: screen('StoreDetailsPage') },
      { path: 'print-settings', lazy: screen('PrintSettingsPage') },
      // Its own chunk: the printers' entry is the POS's too (features/printers/index.ts).
      { path: 'printers', lazy: lazyPage(loadPrintersPage, 'PrintersPage') },
      { path: 'tables', lazy: screen('TablesPage') },
      { path: 'menu-items', lazy: screen('MenuItemsPage') },
      // A static segment outranks ':id' in React Router, so 'categories' is never read as an item id.
      { path: 'menu-items/categories', lazy: screen('CategoriesPage') },
      { path: 'menu-items/:id', lazy: screen('MenuItemDetailPage') },
      { path: 'tax-setup', lazy: screen('TaxesPage') },
      { path: 'courses', lazy: screen('CoursesPage') },
      { path: 'payment-types', lazy: screen('PaymentTypesPage') },
      { path: 'discount-reasons', lazy: screen('DiscountReasonsPage') },
      { path: 'void-reasons', lazy: screen('VoidReasonsPage') },
      { path: 'einvoice', lazy: screen('EinvoicePage') },
    ],
  },
];
