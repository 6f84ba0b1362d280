import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { DomainEventSubscriber } from '../events/domain-events.js';
import { dataVersionsReader } from '../lib/data-stamp.js';
import { refreshAfterScreenWrites } from './orders/screen-refresh.js';
import { registerUsersRoutes } from './users/users.routes.js';
import { registerInvoicesRoutes } from './invoices/invoices.routes.js';
import { registerEinvoiceDocumentsRoutes } from './einvoice/einvoice-documents.routes.js';
import { registerReportsRoutes } from './reports/reports.routes.js';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.js';
import { registerReservationsRoutes } from './reservations/reservations.routes.js';
import { registerCustomersRoutes } from './customers/customers.routes.js';
import { registerKitchenRoutes } from './kitchen/kitchen.routes.js';
import { registerMenuRoutes } from './menu/menu.routes.js';
import { registerOrdersRoutes } from './orders/orders.routes.js';
import { registerBillsRoutes } from './bills/bills.routes.js';
import { registerPosRoutes } from './pos/pos.routes.js';
import { registerSettingsRoutes } from './settings/settings.routes.js';
import { registerCashDrawerRoutes } from './cash-drawer/cash-drawer.routes.js';
import { registerAuditRoutes } from './audit/audit.routes.js';
import { registerPrintingRoutes } from './printers/printing.routes.js';
import { registerCustomerDisplayRoutes } from './customer-display/customer-display.routes.js';
import { registerEinvoiceRetryRoute } from './einvoice/einvoice-retry.routes.js';
import { registerEinvoiceReceiptRoute } from './einvoice/einvoice-receipt.routes.js';
import { registerMembershipRoutes } from './membership/membership.routes.js';
import { registerInventoryRoutes } from './inventory/inventory.routes.js';

/**
 * Every business domain registers its routes here, under /api/v1. `events`: the screens' kept answers
 * (orders, kitchen) are rebuilt after the writes they show, together.
 */
export function registerDomainRoutes(api: FastifyInstance, deps: AppDeps, events: DomainEventSubscriber): void {
  const screens = refreshAfterScreenWrites(events, dataVersionsReader(deps.db));
  registerSettingsRoutes(api, deps);
  registerMenuRoutes(api, deps);
  registerPosRoutes(api, deps);
  registerCustomersRoutes(api, deps);
  registerOrdersRoutes(api, deps, screens);
  registerBillsRoutes(api, deps);
  registerKitchenRoutes(api, deps, screens);
  registerReservationsRoutes(api, deps);
  registerDashboardRoutes(api, deps);
  registerReportsRoutes(api, deps);
  registerInvoicesRoutes(api, deps);
  registerEinvoiceDocumentsRoutes(api, deps);
  registerUsersRoutes(api, deps);
  registerCashDrawerRoutes(api, deps);
  registerAuditRoutes(api, deps);
  registerPrintingRoutes(api, deps);
  registerCustomerDisplayRoutes(api, deps);
  registerEinvoiceRetryRoute(api, deps);
  registerEinvoiceReceiptRoute(api, deps);
  registerMembershipRoutes(api, deps);
  registerInventoryRoutes(api, deps);
}
