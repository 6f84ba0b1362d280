import type { DashboardRoute } from '@comandero/contracts';
import type { ReactNode } from 'react';
import { createBrowserRouter, data, Outlet, type RouteObject } from 'react-router';
import { CustomersPage } from '../features/customers/customers-page';
import { DashboardHomePage } from '../features/dashboard/dashboard-home-page';
import { DevicesPage } from '../features/devices/devices-page';
import { InvoicesPage } from '../features/invoices/invoices-page';
import { KitchenPage } from '../features/kitchen/kitchen-page';
import { OrdersPage } from '../features/orders/orders-page';
import { PosPage } from '../features/pos/pos-page';
import { ProfilePage } from '../features/profile/profile-page';
import { ReportsPage } from '../features/reports/reports-page';
import { ReservationsPage } from '../features/reservations/reservations-page';
import { settingsRoutes } from '../features/settings/settings-routes';
import { ContactSupportPage } from '../features/support/contact-support-page';
import { DisplayGate } from '../features/token-display/display-gate';
import { UsersPage } from '../features/users/users-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { signInLoader } from '../features/auth/sign-in-loader';
import { PrintReceiptPage } from '../print/print-receipt-page';
import { PrintTokenPage } from '../print/print-token-page';
import { DrawerHistoryPage } from '../features/cash-drawer/drawer-history-page';
import { PrintCashReportPage } from '../features/cash-drawer/print-cash-report-page';
import { AuditPage } from '../features/audit/audit-page';
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

const dashboardChildren: RouteObject[] = [
  // '' and home both show the dashboard (spec §2); '' is a pathless guard around an index page.
  guarded('home', undefined, page(<DashboardHomePage />)),
  guarded('home', 'home', page(<DashboardHomePage />)),
  { path: 'profile', element: <ProfilePage /> },
  { path: 'devices', element: <DevicesPage /> },
  { path: 'contact-support', element: <ContactSupportPage /> },
  guarded('pos', 'pos', page(<PosPage />)),
  guarded('orders', 'orders', page(<OrdersPage />)),
  guarded('kitchen', 'kitchen', page(<KitchenPage />)),
  guarded('reservation', 'reservation', page(<ReservationsPage />)),
  guarded('customers', 'customers', page(<CustomersPage />)),
  guarded('invoices', 'invoices', page(<InvoicesPage />)),
  guarded('users', 'users', page(<UsersPage />)),
  guarded('reports', 'reports', page(<ReportsPage />)),
  guarded('cash-drawers', 'cash-drawers', page(<DrawerHistoryPage />)),
  guarded('settings', 'settings', settingsRoutes),
  { path: 'audit', element: <AdminGuard />, children: page(<AuditPage />) },
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
      { path: '/print-receipt', element: <PrintReceiptPage /> },
      { path: '/print-token', element: <PrintTokenPage /> },
      { path: '/print-cash-report', element: <PrintCashReportPage /> },
      {
        path: '/display/tokens',
        element: (
          <SessionGuard>
            <DisplayGate />
          </SessionGuard>
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
