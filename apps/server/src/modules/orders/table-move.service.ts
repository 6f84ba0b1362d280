import {
  SHIFT_MESSAGES as S,
  sortTables,
  type FloorTablesResponse,
  type MoveTableResponse,
} from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/types.js';
import { conflict, notFound } from '../../http/http-error.js';
import type { Actor } from '../audit/audit.js';
import { auditTableMove } from '../audit/audit-orders.js';
import { requestTableMoveTicket } from '../printers/print-hooks.js';
import { isDeadlock, LostRace } from './order-guards.js';
import { tableMoveRepository } from './table-move.repository.js';

/** transfer: the party moved to a free table; merge: two parties share one table (and one bill). */
export type TableMoveMode = 'transfer' | 'merge';

type MoveInput = { mode: TableMoveMode; fromTableId: number; toTableId: number; nowIso: string };

/**
 * Re-points the origin table's open orders at the destination, in the caller's transaction (an
 * audit row can join it). The orders of both tables are locked first with the same conditional
 * UPDATE a payment's claim uses (still open, payment status as read), so against a complete-and-pay
 * or a split being cut on either table one of the two waits for the other and then finds the rows
 * changed. Only after the locks are the tables read again: a new order, a split or a paid line seen
 * then refuses the move. Answers the ids moved and the destination's own.
 */
export async function moveTableOrders(tx: Transaction<Database>, input: MoveInput) {
  const repo = tableMoveRepository(tx);
  const { fromTableId: from, toTableId: to } = input;
  const found = await repo.tablesFound([from, to]);
  if (found.length !== 2) throw notFound(S.tableNotFound);
  const seen = await repo.openOrders([from, to]);
  const moving = seen.filter((o) => o.table_id === from);
  const staying = seen.filter((o) => o.table_id === to);
  if (moving.length === 0) throw conflict(S.noOpenOrders);
  if (input.mode === 'transfer' && staying.length > 0) throw conflict(S.targetOccupied);
  if (input.mode === 'merge' && staying.length === 0) throw conflict(S.targetEmpty);

  if (!(await repo.lockAsSeen(seen, input.nowIso))) throw new LostRace();
  const now = await repo.openOrders([from, to]);
  const same =
    now.length === seen.length && now.every((o, i) => o.id === seen[i].id && o.table_id === seen[i].table_id);
  if (!same) throw new LostRace();
  const ids = seen.map((o) => o.id);
  if (await repo.splitOrPaidLine([from, to], ids)) throw conflict(S.tableSplitOpen);

  const movedIds = moving.map((o) => o.id);
  await repo.repoint(movedIds, to, input.nowIso);
  // Issue 20: "CAMBIO DE MESA" at the stations still making something of the moved orders.
  await requestTableMoveTicket(tx, { fromTableId: from, toTableId: to, orderIds: movedIds }, input.nowIso);
  return { movedIds, targetIds: staying.map((o) => o.id) };
}

/** POST /orders/transfer and /orders/merge-tables: one transaction each, then every screen is told. */
export function tableMoveService(deps: AppDeps) {
  return {
    /** The tables by title ("Mesa 2" before "Mesa 10"), then floor. */
    async floorTables(): Promise<FloorTablesResponse> {
      return { tables: sortTables(await tableMoveRepository(deps.db).floorTables()) };
    },

    async move(
      actor: Actor,
      mode: TableMoveMode,
      body: { fromTableId: number; toTableId: number },
    ): Promise<MoveTableResponse> {
      const nowIso = deps.clock.now().toISOString();
      let result: Awaited<ReturnType<typeof moveTableOrders>>;
      try {
        result = await deps.db.transaction().execute(async (tx) => {
          const moved = await moveTableOrders(tx, { mode, ...body, nowIso });
          await auditTableMove(tx, actor, { mode, ...body, orderIds: moved.movedIds, at: nowIso });
          return moved;
        });
      } catch (err) {
        if (err instanceof LostRace || isDeadlock(err)) throw conflict(S.tableChanged);
        throw err;
      }
      deps.events.publish('table.moved', {
        mode,
        fromTableId: body.fromTableId,
        toTableId: body.toTableId,
        movedOrderIds: result.movedIds,
        targetOrderIds: result.targetIds,
      });
      return {
        message: mode === 'transfer' ? S.tableMoved : S.tablesMerged,
        tableId: body.toTableId,
        orderIds: result.movedIds,
      };
    },
  };
}
