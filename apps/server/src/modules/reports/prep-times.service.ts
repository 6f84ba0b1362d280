import { NO_STATION_NAME, type DateFilterQuery, type PrepTimesResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { businessDay } from '../../lib/clock.js';
import { lineTimesRepository } from '../kitchen/line-times.repository.js';
import { dateRangeOf } from '../settings/store-context.js';
import { readStoreTimeZone } from '../settings/store-time-zone.js';

type Figures = { count: number; avgSeconds: number; p90Seconds: number };

/** Average and nearest-rank 90th percentile of some durations (ms), in whole seconds. */
export function prepFigures(durations: readonly number[]): Figures {
  const sorted = [...durations].sort((a, b) => a - b);
  const sum = sorted.reduce((a, v) => a + v, 0);
  const p90 = sorted[Math.ceil(0.9 * sorted.length) - 1] ?? 0;
  return {
    count: sorted.length,
    avgSeconds: sorted.length === 0 ? 0 : Math.round(sum / sorted.length / 1000),
    p90Seconds: Math.round(p90 / 1000),
  };
}

const add = <K>(map: Map<string, { key: K; ms: number[] }>, id: string, key: K, ms: number) => {
  const entry = map.get(id) ?? { key, ms: [] };
  entry.ms.push(ms);
  map.set(id, entry);
};

/** GET /reports/prep-times (issue 21): the kitchen's preparation times per local day of completion. */
export function prepTimesService(deps: AppDeps) {
  const repo = lineTimesRepository(deps.db);
  return {
    async report(query: DateFilterQuery): Promise<PrepTimesResponse> {
      const timeZone = await readStoreTimeZone(deps);
      const range = dateRangeOf(deps, query, timeZone);
      type StationKey = { day: string; stationId: number | null; stationName: string };
      const perStation = new Map<string, { key: StationKey; ms: number[] }>();
      const perItem = new Map<string, { key: { day: string; itemTitle: string }; ms: number[] }>();
      for (const row of await repo.completedIn(range)) {
        const day = businessDay(new Date(row.completed_at), timeZone);
        // A station renamed since: its latest name (the rows come oldest first).
        const stationName = row.station_name ?? NO_STATION_NAME;
        const sid = JSON.stringify([day, row.station_id]);
        const entry = perStation.get(sid);
        if (entry) entry.key.stationName = stationName;
        add(perStation, sid, { day, stationId: row.station_id, stationName }, row.prep_ms);
        add(perItem, JSON.stringify([day, row.item_title]), { day, itemTitle: row.item_title }, row.prep_ms);
      }
      const stationOrder = (a: StationKey, b: StationKey) =>
        a.day.localeCompare(b.day) ||
        (a.stationId ?? Number.MAX_SAFE_INTEGER) - (b.stationId ?? Number.MAX_SAFE_INTEGER);
      return {
        type: range.type,
        from: range.from,
        to: range.to,
        perStation: [...perStation.values()]
          .sort((a, b) => stationOrder(a.key, b.key))
          .map(({ key, ms }) => ({ ...key, ...prepFigures(ms) })),
        perItem: [...perItem.values()]
          .sort((a, b) => a.key.day.localeCompare(b.key.day) || a.key.itemTitle.localeCompare(b.key.itemTitle, 'es'))
          .map(({ key, ms }) => ({ ...key, ...prepFigures(ms) })),
      };
    },
  };
}
