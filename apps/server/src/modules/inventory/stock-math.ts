import { UNIT_INFO, type IngredientUnit } from '@comandero/contracts';

/**
 * Exact arithmetic of stock and cost. Quantities: integer thousandths of the base unit (g, ml,
 * unidad). unit_cost: thousandths of a centavo per base unit. Products go through BigInt, since
 * a tonne in milligrams times a cost passes 2^53; results are rounded half up once.
 */
const MILLION = 1_000_000n;

/** a / b rounded half away from zero (b > 0). */
function divRound(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  const abs = a * sign;
  return sign * ((abs + b / 2n) / b);
}

export const unitInfoOf = (unit: string) => UNIT_INFO[unit as IngredientUnit] ?? UNIT_INFO.unidad;

/** The centavos `quantity` thousandths cost at `unitCost`, signed like the quantity. */
export function costOf(quantity: number, unitCost: number): number {
  return Number(divRound(BigInt(quantity) * BigInt(unitCost), MILLION));
}

/** Pesos per one `unit` (≤ 2 decimals) as thousandths of a centavo per base unit. */
export function unitCostOf(pesosPerUnit: number, unit: string): number {
  const centavos = BigInt(Math.round(pesosPerUnit * 100));
  const baseUnitsPerUnit = BigInt(unitInfoOf(unit).factor / 1000);
  return Number(divRound(centavos * 1000n, baseUnitsPerUnit));
}

/** The stored unit cost as pesos per one `unit`, for showing. */
export function pesosPerUnit(unitCost: number, unit: string): number {
  const baseUnitsPerUnit = BigInt(unitInfoOf(unit).factor / 1000);
  return Number(divRound(BigInt(unitCost) * baseUnitsPerUnit, 10n)) / 10_000;
}

/**
 * The weighted average cost after a purchase of `quantity` for `total` centavos. Stock below zero
 * (sold in "warn" mode) counts as none: its cost was already taken at the old price.
 */
export function averageCost(stock: number, unitCost: number, quantity: number, total: number): number {
  const held = BigInt(Math.max(stock, 0));
  const value = held * BigInt(unitCost) + BigInt(total) * MILLION;
  return Number(divRound(value, held + BigInt(quantity)));
}

/** `portions` thousandths of a preparation whose one portion takes `quantity`: rounded half up. */
export function scaledByPortions(quantity: number, portions: number): number {
  return Number(divRound(BigInt(quantity) * BigInt(portions), 1000n));
}
