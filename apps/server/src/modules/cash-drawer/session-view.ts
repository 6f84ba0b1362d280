import { toMajor, type CashDrawerSessionView, type CashDrawerStatus } from '@comandero/contracts';
import type { SessionRow } from './cash-drawer.repository.js';

const pesos = (minor: number | null) => (minor === null ? null : toMajor(Number(minor)));

export function toSessionView(row: SessionRow): CashDrawerSessionView {
  const expected = row.expected_cash === null ? null : Number(row.expected_cash);
  const counted = row.counted_cash === null ? null : Number(row.counted_cash);
  return {
    id: row.id,
    terminalId: row.terminal_id,
    terminalLabel: row.terminal_label,
    status: row.status as CashDrawerStatus,
    openingFloat: toMajor(Number(row.opening_float)),
    openedBy: row.opened_by_name,
    openedAt: row.opened_at,
    closedBy: row.closed_by_name,
    closedAt: row.closed_at,
    expectedCash: pesos(expected),
    countedCash: pesos(counted),
    difference: expected === null || counted === null ? null : toMajor(counted - expected),
  };
}
