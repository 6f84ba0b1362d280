import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

const REFUSAL = 'loyalty_movements: los movimientos de puntos solo admiten filas nuevas';

/**
 * Issue 24, membership (docs/membership.md):
 *
 * - `loyalty_settings`: one row, the store's programme. Off until someone turns it on. Money in
 *   centavos: `point_value` is what one point pays. `payment_type_id` is the "Puntos" payment type
 *   the programme created when first turned on (redeeming is a tender, not a discount).
 * - `loyalty_tiers`: Bronce, Plata, Oro… reached at `threshold` lifetime points, each with its own
 *   earning rate (points per Col$ 1.000 paid before tip).
 * - `loyalty_members`: one per customer who joined, with the consent Ley 1581 de 2012 asks for
 *   (when, who took it, which text). `balance` and `lifetime` are the sums of the movements, kept
 *   on the row so a redemption is one conditional UPDATE (no overdraft under a race).
 * - `loyalty_movements`: the ledger; the database refuses UPDATE and DELETE, a correction is a new row.
 */
export function membership(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s
        .createTable('loyalty_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('points_per_thousand', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('min_redeem_points', 'integer', (c) => c.notNull().defaultTo(100))
        .addColumn('point_value', 'bigint', (c) => c.notNull().defaultTo(1000))
        .addColumn('payment_type_id', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('loyalty_settings_one_row', sql`id = 1`)
        .execute();
      await sql`INSERT INTO loyalty_settings (id, updated_at) VALUES (1, ${new Date().toISOString()})`.execute(db);

      await id(s.createTable('loyalty_tiers'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('threshold', 'bigint', (c) => c.notNull())
        .addColumn('points_per_thousand', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await s
        .createTable('loyalty_members')
        .addColumn('customer_id', 'text', (c) => c.primaryKey())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('lifetime', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('consent_at', 'text', (c) => c.notNull())
        .addColumn('consent_user_id', 'integer', (c) => c.notNull())
        .addColumn('consent_version', 'text', (c) => c.notNull())
        .execute();

      await id(s.createTable('loyalty_movements'))
        .addColumn('customer_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('points', 'bigint', (c) => c.notNull())
        /** Centavos: what earned the points, or what the redeemed points paid. */
        .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('invoice_id', 'integer')
        .addColumn('reason', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('loyalty_movements_kind', sql`kind IN ('earn', 'redeem', 'reverse', 'adjust')`)
        .execute();
      await s
        .createIndex('loyalty_movements_customer_idx')
        .on('loyalty_movements')
        .columns(['customer_id', 'id'])
        .execute();
      await s.createIndex('loyalty_movements_invoice_idx').on('loyalty_movements').column('invoice_id').execute();
      await s.createIndex('loyalty_movements_at_idx').on('loyalty_movements').column('created_at').execute();

      if (dialect === 'postgres') {
        await sql`CREATE FUNCTION loyalty_movements_append_only() RETURNS trigger LANGUAGE plpgsql
          AS $$ BEGIN RAISE EXCEPTION '${sql.raw(REFUSAL)}'; END $$`.execute(db);
        await sql`CREATE TRIGGER loyalty_movements_no_change BEFORE UPDATE OR DELETE ON loyalty_movements
          FOR EACH ROW EXECUTE FUNCTION loyalty_movements_append_only()`.execute(db);
        return;
      }
      for (const event of ['UPDATE', 'DELETE']) {
        await sql`CREATE TRIGGER ${sql.raw(`loyalty_movements_no_${event.toLowerCase()}`)}
          BEFORE ${sql.raw(event)} ON loyalty_movements
          BEGIN SELECT RAISE(ABORT, '${sql.raw(REFUSAL)}'); END`.execute(db);
      }
    },
  };
}
