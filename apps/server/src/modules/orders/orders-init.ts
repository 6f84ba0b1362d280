import type { OrdersInitResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { posRepository } from '../pos/pos.repository.js';
import { versionedCopy } from '../pos/versioned-copy.js';
import { paymentTypesRepository } from '../settings/payment-types.repository.js';
import { storeSettingsRepository } from '../settings/store-settings.repository.js';

const flag = (v: number) => (v === 1 ? 1 : 0);

/**
 * GET /orders/init: the print settings, store settings and active payment types in /pos/init's
 * shapes, without the menu. Those tables bump the catalogue version (migration 0002), so the answer
 * is kept per version like /pos/init's and costs one primary-key read while nothing changes.
 */
export function ordersInit(deps: AppDeps) {
  const versions = posRepository(deps.db);
  const settings = storeSettingsRepository(deps.db);
  const paymentTypes = paymentTypesRepository(deps.db);
  const copy = versionedCopy(async (): Promise<OrdersInitResponse> => {
    const [store, print, types] = await Promise.all([settings.getStore(), settings.getPrint(), paymentTypes.list()]);
    return {
      printSettings: {
        page_format: print.pageFormat,
        header: print.header,
        footer: print.footer,
        show_notes: flag(print.showNotes),
        is_enable_print: flag(print.isEnablePrint),
        show_store_details: flag(print.showStoreDetails),
        show_customer_details: flag(print.showCustomerDetails),
        print_token: flag(print.printToken),
      },
      storeSettings: {
        store_name: store.storeName,
        address: store.address,
        phone: store.phone,
        email: store.email,
        currency: store.currency,
        image: store.image,
      },
      paymentTypes: types.filter((t) => t.is_active === 1),
    };
  });
  return {
    async current(): Promise<OrdersInitResponse> {
      return copy.get(await versions.catalogueVersion());
    },
  };
}
