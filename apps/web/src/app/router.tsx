import type { DashboardRoute } from '@comandero/contracts';
import type { ReactNode } from 'react';
import { createBrowserRouter, data, Outlet, type RouteObject } from 'react-router';
import { signInLoader } from '../features/auth/sign-in-loader';
import { SignInPage } from '../features/auth/sign-in-page';
import { PosPage } from '../features/pos/pos-page';
import { settingsRoutes } from '../features/settings/settings-routes';
import { lazyPage } from '../lib/lazy-page';
import { AdminGuard } from './admin-guard';
import { NoAccessPage } from './no-access-page';
import { RouteError } from './route-error';
import { ScopeGuard } from './scope-guard';
import { SessionGuard } from './session-guard';
import { DashboardLayout } from './shell/dashboard-layout';

/** Children of a dashboard entry, behind the scope guard of its row in the spec's route table. */
function guarded(scope: DashboardRoute, path: string | undefined, children: RouteObject[]): RouteObject {
  return { path, element: <ScopeGuard route={scope} />, children };
}

const page = (element: ReactNode): RouteObject[] => [{ index: true, element }];

// The sign-in page and the POS ship in the first download; the back office, kitchen and print
// pages (lazyPage) only when someone opens them.
const lazyIndex = (lazy: RouteObject['lazy']): RouteObject[] => [{ index: true, lazy }];

const dashboardChildren: RouteObject[] = [
  // '' and home both show the dashboard (spec §2); '' is a pathless guard around an index page.
  guarded(
    'home',
    undefined,
    lazyIndex(lazyPage(() => import('../features/dashboard/dashboard-home-page'), 'DashboardHomePage')),
  ),
  guarded(
    'home',
    'home',
    lazyIndex(lazyPage(() => import('../features/dashboard/dashboard-home-page'), 'DashboardHomePage')),
  ),
  { path: 'profile', lazy: lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage') },
  { path: 'devices', lazy: lazyPage(() => import('../features/devices/devices-page'), 'DevicesPage') },
  {
    path: 'contact-support',
    lazy: lazyPage(() => import('../features/support/contact-support-page'), 'ContactSupportPage'),
  },
  guarded('pos', 'pos', page(<PosPage />)),
  guarded('orders', 'orders', lazyIndex(lazyPage(() => import('../features/orders/orders-page'), 'OrdersPage'))),
  guarded('kitchen', 'kitchen', lazyIndex(lazyPage(() => import('../features/kitchen/kitchen-page'), 'KitchenPage'))),
  guarded(
    'reservation',
    'reservation',
    lazyIndex(lazyPage(() => import('../features/reservations/reservations-page'), 'ReservationsPage')),
  ),
  guarded(
    'customers',
    'customers',
    lazyIndex(lazyPage(() => import('../features/customers/customers-page'), 'CustomersPage')),
  ),
  guarded(
    'membership',
    'membership',
    lazyIndex(lazyPage(() => import('../features/membership/membership-page'), 'MembershipPage')),
  ),
  guarded(
    'inventory',
    'inventory',
    lazyIndex(lazyPage(() => import('../features/inventory/inventory-page'), 'InventoryPage')),
  ),
  guarded(
    'invoices',
    'invoices',
    lazyIndex(lazyPage(() => import('../features/invoices/invoices-page'), 'InvoicesPage')),
  ),
  guarded(
    'einvoice-documents',
    'einvoice-documents',
    lazyIndex(lazyPage(() => import('../features/einvoice-documents/documents-page'), 'EinvoiceDocumentsPage')),
  ),
  guarded('users', 'users', lazyIndex(lazyPage(() => import('../features/users/users-page'), 'UsersPage'))),
  guarded('reports', 'reports', lazyIndex(lazyPage(() => import('../features/reports/reports-page'), 'ReportsPage'))),
  guarded(
    'cash-drawers',
    'cash-drawers',
    lazyIndex(lazyPage(() => import('../features/cash-drawer/drawer-history-page'), 'DrawerHistoryPage')),
  ),
  guarded('settings', 'settings', settingsRoutes),
  {
    path: 'audit',
    element: <AdminGuard />,
    children: lazyIndex(lazyPage(() => import('../features/audit/audit-page'), 'AuditPage')),
  },
  // Unknown dashboard paths raise a 404 here so the error view renders inside the shell.
  {
    path: '*',
    loader: () => {
      throw data(null, { status: 404, statusText: 'Not Found' });
    },
  },
];

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    children: [
      { path: '/', loader: signInLoader, element: <SignInPage /> },
      { path: '/no-access', element: <NoAccessPage /> },
      { path: '/print-receipt', lazy: lazyPage(() => import('../print/print-receipt-page'), 'PrintReceiptPage') },
      { path: '/print-token', lazy: lazyPage(() => import('../print/print-token-page'), 'PrintTokenPage') },
      {
        path: '/print-cash-report',
        lazy: lazyPage(() => import('../features/cash-drawer/print-cash-report-page'), 'PrintCashReportPage'),
      },
      {
        path: '/display/tokens',
        element: (
          <SessionGuard>
            <Outlet />
          </SessionGuard>
        ),
        children: lazyIndex(lazyPage(() => import('../features/token-display/display-gate'), 'DisplayGate')),
      },
      {
        path: '/display/customer',
        element: (
          <SessionGuard>
            <Outlet />
          </SessionGuard>
        ),
        children: lazyIndex(
          lazyPage(() => import('../features/customer-display/customer-display-gate'), 'CustomerDisplayGate'),
        ),
      },
      {
        path: '/dashboard',
        element: (
          <SessionGuard>
            <DashboardLayout />
          </SessionGuard>
        ),
        // A pathless layer so a crashing page keeps the shell around its error view.
        children: [{ errorElement: <RouteError />, children: dashboardChildren }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
