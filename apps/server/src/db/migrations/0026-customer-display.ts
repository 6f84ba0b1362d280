import type { Kysely } from 'kysely';

/**
 * Issue 21, the customer display on another device. A POS terminal asks for a short-lived pairing
 * code; a display signed in with CUSTOMER_DISPLAY redeems it once, and its device session is then
 * linked to that terminal (one terminal per display session; pairing again replaces the link).
 * A removed device's link goes with its session.
 *
 * Numbered 0026: 0023–0025 belong to the other parts of issue 21.
 */
export function customerDisplay() {
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s
        .createTable('customer_display_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('terminal_id', 'text', (c) => c.notNull())
        .addColumn('terminal_label', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await s
        .createTable('customer_display_links')
        .addColumn('session_id', 'text', (c) => c.primaryKey().references('device_sessions.id').onDelete('cascade'))
        .addColumn('terminal_id', 'text', (c) => c.notNull())
        .addColumn('terminal_label', 'text')
        .addColumn('paired_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
