import type { Db } from '../../db/database.js';
import type { ExpandedTicket, PrintRequest } from './print-requests.js';
import { targetKey, ticketsRepository, type LineStation } from './tickets.repository.js';
import { tableMoveDocument } from './tickets/table-move.js';

/**
 * "CAMBIO DE MESA" at every station still making something of the moved orders (lines neither
 * cancelled nor ready), with the tokens of the orders it is making. A move of orders whose dishes
 * are all out prints nothing: no cook needs to know.
 */
export async function expandTableMove(
  db: Db,
  request: Extract<PrintRequest, { kind: 'table-move' }>,
  /** When the move happened (the request's stored time); now when not given. */
  requestedAt?: string,
): Promise<ExpandedTicket[]> {
  const repo = ticketsRepository(db);
  const lines = await repo.openLines(request.orderIds);
  if (lines.length === 0) return [];
  const stationsPerLine = await repo.stationsOfLines(
    lines.map((l) => ({ itemId: l.item_id, categoryId: l.category_id })),
  );
  const heads = await repo.orderHeads([...new Set(lines.map((l) => l.order_id))]);
  const tables = await repo.tableTitles([request.fromTableId, request.toTableId]);
  const timeZone = await repo.timeZone();

  const byStation = new Map<string, { station: LineStation; orderIds: Set<number> }>();
  lines.forEach((line, i) => {
    for (const station of stationsPerLine[i]) {
      const key = targetKey(station.target);
      const entry = byStation.get(key) ?? { station, orderIds: new Set<number>() };
      entry.orderIds.add(line.order_id);
      byStation.set(key, entry);
    }
  });
  const at = requestedAt ?? new Date().toISOString();
  return [...byStation.values()].map(({ station, orderIds }) => ({
    target: station.target,
    document: tableMoveDocument({
      stationName: station.name,
      fromTable: tables.get(request.fromTableId) ?? `#${request.fromTableId}`,
      toTable: tables.get(request.toTableId) ?? `#${request.toTableId}`,
      tokens: [...orderIds].map((id) => heads.get(id)?.tokenNo ?? id).sort((a, b) => a - b),
      by: null,
      at,
      timeZone,
    }),
  }));
}
