import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { preparedQueries } from '../../db/prepared-query.js';
import { readCatalogue, type CatalogueItem, type CatalogueOption } from '../menu/menu-catalogue.js';
import { storeTimeZoneColumn } from '../settings/store-time-zone.js';

/** The catalogue by id, as the submit prices a cart from it (order-pricing.ts). */
export type Catalogue = {
  items: Map<number, CatalogueItem>;
  variants: Map<number, CatalogueOption>;
  addons: Map<number, CatalogueOption>;
  /** Issue 21: the courses a line may name. */
  courses: Map<number, { id: number; title: string }>;
};

/** The submit's reads; its writes go through the order writer (order-writer.ts). */
export function orderSubmitRepository(db: Db) {
  const run = preparedQueries();
  return {
    /** The whole priced catalogue, read when its version moves (see versionedCopy). */
    async loadCatalogue(): Promise<Catalogue> {
      const [{ items, variants, addons }, courses] = await Promise.all([
        readCatalogue(db),
        db.selectFrom('courses').select(['id', 'title']).execute(),
      ]);
      return {
        items: new Map(items.map((i) => [i.id, i])),
        variants: new Map(variants.map((v) => [v.id, v])),
        addons: new Map(addons.map((a) => [a.id, a])),
        courses: new Map(courses.map((c) => [c.id, c])),
      };
    },

    /**
     * One round trip of scalar subqueries: the catalogue version, the store time zone and whether it
     * takes offline payments, the customer, table and payment type
     * the submit names, and an earlier result stored under the same idempotency key.
     */
    async loadContext(q: {
      phone: string | null;
      tableId: number | null;
      paymentTypeId: number | null;
      userId: number;
      idempotencyKey: string | null;
    }) {
      const phone = q.phone ?? '';
      const tableId = q.tableId ?? 0;
      const paymentTypeId = q.paymentTypeId ?? 0;
      const key = q.idempotencyKey ?? '';
      const stored = (eb: ExpressionBuilder<Database, never>, column: 'route' | 'response' | 'request_hash') =>
        eb
          .selectFrom('idempotency_keys')
          .select(column)
          .where('user_id', '=', q.userId)
          .where('key', '=', key)
          .as(`stored_${column}`);
      const [row] = await run(
        db,
        'context',
        [1, 1, 1, phone, tableId, paymentTypeId, 1, paymentTypeId, 1, q.userId, key, q.userId, key, q.userId, key],
        () =>
          db.selectNoFrom((eb) => [
            eb.selectFrom('catalogue_version').select('version').where('id', '=', 1).as('catalogue_version'),
            storeTimeZoneColumn(eb),
            eb
              .selectFrom('store_settings')
              .select('offline_payments_allowed')
              .where('id', '=', 1)
              .as('offline_payments_allowed'),
            eb.selectFrom('customers').select('name').where('phone', '=', phone).as('customer_name'),
            eb.selectFrom('store_tables').select('id').where('id', '=', tableId).as('table_id'),
            eb
              .selectFrom('payment_types')
              .select('title')
              .where('id', '=', paymentTypeId)
              .where('is_active', '=', 1)
              .as('payment_type_title'),
            eb
              .selectFrom('payment_types')
              .select('is_cash')
              .where('id', '=', paymentTypeId)
              .where('is_active', '=', 1)
              .as('payment_type_is_cash'),
            stored(eb, 'route'),
            stored(eb, 'response'),
            stored(eb, 'request_hash'),
          ]),
      );
      return row;
    },
  };
}
