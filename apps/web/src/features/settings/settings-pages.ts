// Everything under /dashboard/settings, loaded as one piece on the first visit to any of its pages:
// moving between its tabs then waits for no download.
export { CategoriesPage } from './categories/categories-page';
export { CoursesPage } from './courses/courses-page';
export { DiscountReasonsPage } from './discount-reasons/discount-reasons-page';
export { EinvoicePage } from './einvoice/einvoice-page';
export { SettingsLayout } from './layout/settings-layout';
export { MenuItemDetailPage } from './menu/menu-item-detail-page';
export { MenuItemsPage } from './menu/menu-items-page';
export { PaymentTypesPage } from './payment-types/payment-types-page';
export { PrintSettingsPage } from './store/print-settings-page';
export { StoreDetailsPage } from './store/store-details-page';
export { TablesPage } from './tables/tables-page';
export { TaxesPage } from './taxes/taxes-page';
export { VoidReasonsPage } from './void-reasons/void-reasons-page';
