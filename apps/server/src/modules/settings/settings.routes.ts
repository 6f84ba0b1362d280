import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEinvoiceSettingsRoutes } from '../einvoice/einvoice-settings.routes.js';
import { registerPrintersRoutes } from '../printers/printers.routes.js';
import { registerCategoriesRoutes } from './categories.routes.js';
import { registerCoursesRoutes } from './courses.routes.js';
import { registerKitchenSettingRoutes } from './kitchen-setting.routes.js';
import { registerOfflineSettingRoutes } from './offline-setting.routes.js';
import { registerPaymentTypesRoutes } from './payment-types.routes.js';
import { registerStoreImageRoutes } from './store-image.routes.js';
import { registerStoreSettingsRoutes } from './store-settings.routes.js';
import { registerStoreTablesRoutes } from './store-tables.routes.js';
import { registerTaxesRoutes } from './taxes.routes.js';
import { registerTipSettingRoutes } from './tip-setting.routes.js';

/**
 * Configuraciones: store, print and kitchen settings, store image, tables, categories, courses, taxes, payment
 * types, and the network printers with their stations (their own module, printers/).
 */
export function registerSettingsRoutes(api: FastifyInstance, deps: AppDeps): void {
  registerStoreSettingsRoutes(api, deps);
  registerStoreImageRoutes(api, deps);
  registerKitchenSettingRoutes(api, deps);
  registerStoreTablesRoutes(api, deps);
  registerCategoriesRoutes(api, deps);
  registerCoursesRoutes(api, deps);
  registerTaxesRoutes(api, deps);
  registerPaymentTypesRoutes(api, deps);
  registerTipSettingRoutes(api, deps);
  registerOfflineSettingRoutes(api, deps);
  registerPrintersRoutes(api, deps);
  registerEinvoiceSettingsRoutes(api, deps);
}
