import type { Db } from '../../db/database.js';
import { readReceiptSettings } from '../settings/receipt-settings.repository.js';

/** GET /pos/init reads: eight queries whatever the menu size, run together (PostgreSQL uses the pool). */
export function posRepository(db: Db) {
  return {
    async catalogueVersion(): Promise<number | undefined> {
      const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
      return row?.version;
    },

    async loadInit() {
      const [categories, items, variants, addons, paymentTypes, receipt, tables] = await Promise.all([
        db.selectFrom('categories').select(['id', 'title']).orderBy('id').execute(),
        db
          .selectFrom('menu_items as i')
          .leftJoin('categories as c', 'c.id', 'i.category_id')
          .leftJoin('taxes as t', 't.id', 'i.tax_id')
          .select([
            'i.id',
            'i.title',
            'i.price',
            'i.net_price',
            'i.image',
            'i.category_id',
            'c.title as category_title',
            'i.tax_id',
            't.title as tax_title',
            't.rate_bp as tax_rate_bp',
            't.type as tax_type',
          ])
          .orderBy('i.id')
          .execute(),
        db.selectFrom('menu_item_variants').select(['id', 'item_id', 'title', 'price']).orderBy('id').execute(),
        db.selectFrom('menu_item_addons').select(['id', 'item_id', 'title', 'price']).orderBy('id').execute(),
        db
          .selectFrom('payment_types')
          .select(['id', 'title', 'is_active'])
          .where('is_active', '=', 1)
          .orderBy('id')
          .execute(),
        readReceiptSettings(db),
        db
          .selectFrom('store_tables')
          .select(['id', 'table_title', 'floor', 'seating_capacity'])
          .orderBy('id')
          .execute(),
      ]);
      return { categories, items, variants, addons, paymentTypes, receipt, tables };
    },
  };
}

export type PosInitRows = Awaited<ReturnType<ReturnType<typeof posRepository>['loadInit']>>;
