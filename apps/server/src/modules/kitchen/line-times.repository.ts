import type { Db } from '../../db/database.js';
import { readKitchenRouting, stationsOfLine } from './kitchen-routing.js';

/**
 * Issue 21: when the kitchen completed each line, per station that makes it (migration 0024).
 * Written in the transaction of the move that completed the lines; a recall forgets them.
 */
export function lineTimesRepository(db: Db) {
  return {
    async recordCompleted(itemIds: readonly number[], completedAt: string): Promise<void> {
      if (itemIds.length === 0) return;
      const lines = await db
        .selectFrom('order_items')
        .select(['id', 'item_id', 'item_title', 'created_at', 'fired_at'])
        .where('id', 'in', itemIds)
        .execute();
      const routing = await readKitchenRouting(
        db,
        lines.flatMap((l) => (l.item_id === null ? [] : [l.item_id])),
      );
      const done = Date.parse(completedAt);
      const rows = lines.flatMap((l) => {
        const startedAt = l.fired_at ?? l.created_at;
        return stationsOfLine(l.item_id, routing).map((station) => ({
          order_item_id: l.id,
          station_id: station === 0 ? null : station,
          station_name: station === 0 ? null : (routing.stations.get(station) ?? null),
          item_title: l.item_title,
          started_at: startedAt,
          completed_at: completedAt,
          prep_ms: Math.max(0, done - Date.parse(startedAt)),
        }));
      });
      await db.deleteFrom('kitchen_line_times').where('order_item_id', 'in', itemIds).execute();
      if (rows.length > 0) await db.insertInto('kitchen_line_times').values(rows).execute();
    },

    async forget(itemIds: readonly number[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db.deleteFrom('kitchen_line_times').where('order_item_id', 'in', itemIds).execute();
    },

    /** The lines completed in [start, end), oldest first. */
    completedIn(range: { start: string; end: string }) {
      return db
        .selectFrom('kitchen_line_times')
        .select(['station_id', 'station_name', 'item_title', 'completed_at', 'prep_ms'])
        .where('completed_at', '>=', range.start)
        .where('completed_at', '<', range.end)
        .orderBy('completed_at')
        .orderBy('id')
        .execute();
    },
  };
}
