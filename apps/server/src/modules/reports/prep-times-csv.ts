import type { PrepTimesResponse } from '@comandero/contracts';
import { csvLines } from '../../lib/csv.js';

/**
 * The preparation times report as a sheet (issue 21): the figures per station, a blank row, then
 * per item, each per local day, as GET /reports/prep-times answers them. Times in whole seconds.
 */
export function prepTimesCsv(r: PrepTimesResponse): string {
  const head = ['Cantidad', 'Promedio (s)', 'P90 (s)'];
  return csvLines([
    ['Tiempos de preparación', `${r.from} a ${r.to}`],
    [],
    ['Día', 'Estación', ...head],
    ...r.perStation.map((s) => [s.day, s.stationName, s.count, s.avgSeconds, s.p90Seconds]),
    [],
    ['Día', 'Ítem', ...head],
    ...r.perItem.map((i) => [i.day, i.itemTitle, i.count, i.avgSeconds, i.p90Seconds]),
  ]);
}
