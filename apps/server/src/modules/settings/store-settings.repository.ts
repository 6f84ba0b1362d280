import type { PrintSetting, StoreSetting } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

/** The store and print settings are single rows with id 1 (created by the seed). */
const SINGLETON = 1;

export type StoreSettingUpdate = Omit<StoreSetting, 'image'> & { image?: string | null };

export function storeSettingsRepository(db: Db) {
  return {
    async getStore(): Promise<StoreSetting> {
      const row = await db
        .selectFrom('store_settings')
        .select(['store_name', 'address', 'phone', 'email', 'currency', 'image'])
        .where('id', '=', SINGLETON)
        .executeTakeFirstOrThrow();
      return {
        storeName: row.store_name,
        address: row.address,
        phone: row.phone,
        email: row.email,
        currency: row.currency,
        image: row.image,
      };
    },

    async updateStore(s: StoreSettingUpdate, nowIso: string): Promise<void> {
      await db
        .updateTable('store_settings')
        .set({
          store_name: s.storeName,
          address: s.address,
          phone: s.phone,
          email: s.email,
          currency: s.currency,
          // Left out means "keep the current image"; null removes it.
          ...(s.image !== undefined ? { image: s.image } : {}),
          updated_at: nowIso,
        })
        .where('id', '=', SINGLETON)
        .execute();
    },

    /** Stores a new image alone and answers the one it replaced. */
    async replaceImage(image: string | null, nowIso: string): Promise<string | null> {
      const { image: previous } = await db
        .selectFrom('store_settings')
        .select('image')
        .where('id', '=', SINGLETON)
        .executeTakeFirstOrThrow();
      await db.updateTable('store_settings').set({ image, updated_at: nowIso }).where('id', '=', SINGLETON).execute();
      return previous;
    },

    /** Whether any row still shows this uploaded file (the store logo or a menu item's picture). */
    async imageInUse(image: string): Promise<boolean> {
      const store = await db.selectFrom('store_settings').select('id').where('image', '=', image).executeTakeFirst();
      if (store) return true;
      const item = await db.selectFrom('menu_items').select('id').where('image', '=', image).executeTakeFirst();
      return item !== undefined;
    },

    async getPrint(): Promise<PrintSetting> {
      const row = await db
        .selectFrom('print_settings')
        .selectAll()
        .where('id', '=', SINGLETON)
        .executeTakeFirstOrThrow();
      return {
        pageFormat: row.page_format as PrintSetting['pageFormat'],
        header: row.header,
        footer: row.footer,
        showNotes: row.show_notes as PrintSetting['showNotes'],
        isEnablePrint: row.is_enable_print as PrintSetting['isEnablePrint'],
        showStoreDetails: row.show_store_details as PrintSetting['showStoreDetails'],
        showCustomerDetails: row.show_customer_details as PrintSetting['showCustomerDetails'],
        printToken: row.print_token as PrintSetting['printToken'],
      };
    },

    async updatePrint(p: PrintSetting, nowIso: string): Promise<void> {
      await db
        .updateTable('print_settings')
        .set({
          page_format: p.pageFormat,
          header: p.header,
          footer: p.footer,
          show_notes: p.showNotes,
          is_enable_print: p.isEnablePrint,
          show_store_details: p.showStoreDetails,
          show_customer_details: p.showCustomerDetails,
          print_token: p.printToken,
          updated_at: nowIso,
        })
        .where('id', '=', SINGLETON)
        .execute();
    },
  };
}
