import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

export const SEEDED_VOID_REASONS = [
  'Error al tomar la orden',
  'El cliente cambió de opinión',
  'Demora en cocina',
  'Producto agotado',
] as const;

/**
 * Issue 11, voids and cancellations. A void keeps the line (cancelled, so never charged) and says
 * who voided it, when, why and from which status, and when the kitchen saw it; a cancelled order
 * keeps its reason. Table moves need no column: they re-point orders.table_id. The void reasons
 * are a short editable list, like the discount reasons.
 */
export function voidsAndTableMoves(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      const user = (table: string, column: string) =>
        s
          .alterTable(table)
          .addColumn(column, 'integer', (c) => c.references('users.id').onDelete('set null'))
          .execute();
      for (const column of ['voided_at', 'void_reason', 'void_from_status', 'void_acknowledged_at']) {
        await s.alterTable('order_items').addColumn(column, 'text').execute();
      }
      await user('order_items', 'voided_by');
      for (const column of ['cancel_reason', 'cancelled_at']) {
        await s.alterTable('orders').addColumn(column, 'text').execute();
      }
      await user('orders', 'cancelled_by');

      await id(s.createTable('void_reasons'))
        .addColumn('title', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      for (const title of SEEDED_VOID_REASONS) {
        await sql`INSERT INTO void_reasons (title, created_at) VALUES (${title}, ${now})`.execute(db);
      }
    },
  };
}
