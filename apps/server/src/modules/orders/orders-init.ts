import type { OrdersInitResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { posRepository } from '../pos/pos.repository.js';
import { versionedCopy } from '../../lib/versioned-copy.js';
import { paymentTypesRepository } from '../settings/payment-types.repository.js';
import { readReceiptSettings } from '../settings/receipt-settings.repository.js';

/**
 * GET /orders/init: the print settings, store settings and active payment types in /pos/init's
 * shapes, without the menu. Those tables bump the catalogue version (migration 0002), so the answer
 * is kept per version like /pos/init's and costs one primary-key read while nothing changes.
 */
export function ordersInit(deps: AppDeps) {
  const versions = posRepository(deps.db);
  const paymentTypes = paymentTypesRepository(deps.db);
  const copy = versionedCopy(async (): Promise<OrdersInitResponse> => {
    const [receipt, types] = await Promise.all([readReceiptSettings(deps.db), paymentTypes.list()]);
    return {
      ...receipt,
      paymentTypes: types.filter((t) => t.is_active === 1),
    };
  });
  return {
    async current(): Promise<OrdersInitResponse> {
      return copy.get(await versions.catalogueVersion());
    },
  };
}
