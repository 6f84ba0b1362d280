import { isCashPaymentType, sortTables, toMajor, type PosInitResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { toMenuItems } from '../menu/menu-catalogue.js';
import { posRepository } from './pos.repository.js';

const flag = (v: number | undefined) => (v === 1 ? 1 : 0);

export function posService(deps: AppDeps) {
  const repo = posRepository(deps.db);
  return {
    async init(): Promise<PosInitResponse> {
      const rows = await repo.loadInit();
      return {
        categories: rows.categories,
        menuItems: toMenuItems(rows.catalogue),
        paymentTypes: rows.paymentTypes.map((p) => ({ id: p.id, title: p.title, is_active: flag(p.is_active) })),
        ...rows.receipt,
        // The table select reads "Mesa 9" before "Mesa 10" (issue 18).
        storeTables: sortTables(rows.tables),
        courses: rows.courses,
        // Issue 22: what the POS may queue while the server cannot be reached.
        offline: {
          paymentsAllowed: rows.offline.paymentsAllowed,
          queueLimit: rows.offline.queueLimit === null ? null : toMajor(rows.offline.queueLimit),
          managerPin: rows.offline.managerPin,
          cashPaymentTypeIds: rows.paymentTypes.filter((p) => isCashPaymentType(p.is_cash, p.title)).map((p) => p.id),
        },
        // Issue 24: what cannot be sold now; the terminals read it again on `stock_update`.
        inventory: rows.inventory,
      };
    },
  };
}
