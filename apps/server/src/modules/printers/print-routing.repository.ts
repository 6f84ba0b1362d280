import type { PrintRouting, PrintRoutingValues } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { unroutedCategories } from './unrouted-categories.js';

/** The routing that is not a station: the default kitchen printer and each terminal's receipt printer. */
export function printRoutingRepository(db: Db) {
  return {
    async read(): Promise<PrintRouting> {
      const routing = await db
        .selectFrom('print_routing')
        .select('default_kitchen_printer_id')
        .where('id', '=', 1)
        .executeTakeFirst();
      const terminals = await db
        .selectFrom('terminal_printers')
        .select(['terminal_id', 'label', 'printer_id'])
        .orderBy('terminal_id')
        .execute();
      const known = await db
        .selectFrom('cash_drawer_sessions')
        .select(['terminal_id', (eb) => eb.fn.max('terminal_label').as('label')])
        .groupBy('terminal_id')
        .orderBy('terminal_id')
        .execute();
      const categories = await db.selectFrom('categories').select('id').orderBy('id').execute();
      const items = await db.selectFrom('menu_items').select(['id', 'category_id']).execute();
      const routes = await db.selectFrom('station_routes').select(['category_id', 'item_id']).execute();
      const unrouted = unroutedCategories(
        routes,
        categories.map((c) => c.id),
        items,
      );
      return {
        defaultKitchenPrinterId: routing?.default_kitchen_printer_id ?? null,
        terminals: terminals.map((t) => ({ terminalId: t.terminal_id, label: t.label, printerId: t.printer_id })),
        knownTerminals: known.map((t) => ({ terminalId: t.terminal_id, label: t.label ?? null })),
        unroutedCategoryIds: unrouted.categoryIds,
        unroutedUncategorisedItems: unrouted.uncategorisedItems,
      };
    },

    async printerIdsAmong(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('printers')
        .select('id')
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The terminal list replaces the stored one. */
    async save(values: PrintRoutingValues, nowIso: string): Promise<void> {
      await db
        .updateTable('print_routing')
        .set({ default_kitchen_printer_id: values.defaultKitchenPrinterId, updated_at: nowIso })
        .where('id', '=', 1)
        .execute();
      await db.deleteFrom('terminal_printers').execute();
      if (values.terminals.length === 0) return;
      await db
        .insertInto('terminal_printers')
        .values(
          values.terminals.map((t) => ({
            terminal_id: t.terminalId,
            printer_id: t.printerId,
            label: t.label,
            updated_at: nowIso,
          })),
        )
        .execute();
    },
  };
}
