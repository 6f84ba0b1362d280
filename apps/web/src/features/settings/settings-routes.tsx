import type { RouteObject } from 'react-router';
import { CategoriesPage } from './categories/categories-page';
import { DiscountReasonsPage } from './discount-reasons/discount-reasons-page';
import { SettingsLayout } from './layout/settings-layout';
import { MenuItemDetailPage } from './menu/menu-item-detail-page';
import { MenuItemsPage } from './menu/menu-items-page';
import { PaymentTypesPage } from './payment-types/payment-types-page';
import { PrintSettingsPage } from './store/print-settings-page';
import { StoreDetailsPage } from './store/store-details-page';
import { TablesPage } from './tables/tables-page';
import { TaxesPage } from './taxes/taxes-page';
import { VoidReasonsPage } from './void-reasons/void-reasons-page';

/** Children of /dashboard/settings (spec §2 Settings); the router wraps them in the SETTINGS scope guard. */
export const settingsRoutes: RouteObject[] = [
  {
    element: <SettingsLayout />,
    children: [
      { index: true, element: <StoreDetailsPage /> },
      { path: 'details', element: <StoreDetailsPage /> },
      { path: 'print-settings', element: <PrintSettingsPage /> },
      { path: 'tables', element: <TablesPage /> },
      { path: 'menu-items', element: <MenuItemsPage /> },
      // A static segment outranks ':id' in React Router, so 'categories' is never read as an item id.
      { path: 'menu-items/categories', element: <CategoriesPage /> },
      { path: 'menu-items/:id', element: <MenuItemDetailPage /> },
      { path: 'tax-setup', element: <TaxesPage /> },
      { path: 'payment-types', element: <PaymentTypesPage /> },
      { path: 'discount-reasons', element: <DiscountReasonsPage /> },
      { path: 'void-reasons', element: <VoidReasonsPage /> },
    ],
  },
];
