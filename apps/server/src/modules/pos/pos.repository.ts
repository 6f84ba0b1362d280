import type { Db } from '../../db/database.js';
import { readCatalogue } from '../menu/menu-catalogue.js';
import { readPosInventory } from '../inventory/pos-inventory.js';
import { coursesRepository } from '../settings/courses.repository.js';
import { readOfflineSetting } from '../settings/offline-setting.repository.js';
import { readReceiptSettings } from '../settings/receipt-settings.repository.js';

/** GET /pos/init reads: eleven queries whatever the menu size, run together (PostgreSQL uses the pool). */
export function posRepository(db: Db) {
  return {
    async catalogueVersion(): Promise<number | undefined> {
      const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
      return row?.version;
    },

    async loadInit() {
      const [categories, catalogue, paymentTypes, receipt, tables, courses, offline, inventory] = await Promise.all([
        db.selectFrom('categories').select(['id', 'title']).orderBy('id').execute(),
        readCatalogue(db),
        db
          .selectFrom('payment_types')
          .select(['id', 'title', 'is_active', 'is_cash'])
          .where('is_active', '=', 1)
          .orderBy('id')
          .execute(),
        readReceiptSettings(db),
        db
          .selectFrom('store_tables')
          .select(['id', 'table_title', 'floor', 'seating_capacity'])
          .orderBy('id')
          .execute(),
        coursesRepository(db).list(),
        readOfflineSetting(db),
        readPosInventory(db),
      ]);
      return { categories, catalogue, paymentTypes, receipt, tables, courses, offline, inventory };
    },
  };
}

export type PosInitRows = Awaited<ReturnType<ReturnType<typeof posRepository>['loadInit']>>;
