import type { LineToPrint, StationRouting } from './print-expansion.repository.js';
import type { TicketTarget } from './print-requests.js';

/** The stations that make a line: its item's own, else its category's; none means the default kitchen printer. */
export function lineStations(
  line: { itemId: number | null; categoryId: number | null },
  routing: Pick<StationRouting, 'byItem' | 'byCategory'>,
): readonly number[] {
  const byItem = line.itemId === null ? undefined : routing.byItem.get(line.itemId);
  return byItem ?? (line.categoryId === null ? undefined : routing.byCategory.get(line.categoryId)) ?? [];
}

export type RoutedLines = { target: TicketTarget; stationName: string | null; lines: LineToPrint[] };

/**
 * Which lines each station prints: an item's own route beats its category's; a line neither routes
 * goes to the default kitchen printer (never dropped: with no such printer, the queue holds it where
 * people see it). A line routed to two stations prints at both. Stations in id order, default last.
 */
export function routeOrderLines(lines: readonly LineToPrint[], routing: StationRouting): RoutedLines[] {
  const perStation = new Map<number, LineToPrint[]>();
  const unrouted: LineToPrint[] = [];
  for (const line of lines) {
    const stations = lineStations(line, routing);
    if (stations.length === 0) {
      unrouted.push(line);
      continue;
    }
    for (const station of stations) {
      const own = perStation.get(station);
      if (own) own.push(line);
      else perStation.set(station, [line]);
    }
  }
  const routed: RoutedLines[] = [...perStation]
    .sort(([a], [b]) => a - b)
    .map(([station, own]) => ({
      target: { station },
      stationName: routing.stations.get(station) ?? null,
      lines: own,
    }));
  if (unrouted.length > 0) routed.push({ target: { defaultKitchen: true }, stationName: null, lines: unrouted });
  return routed;
}
