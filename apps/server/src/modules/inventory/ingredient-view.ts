import { INVENTORY_MESSAGES as M, quantityIn, thousandthsOf, UNIT_INFO, type Ingredient } from '@comandero/contracts';
import { badRequest } from '../../http/http-error.js';
import { costOf, pesosPerUnit, unitInfoOf } from './stock-math.js';

export type IngredientRow = {
  id: number;
  name: string;
  unit: string;
  unit_cost: number;
  stock: number;
  min_stock: number;
};

export const INGREDIENT_COLUMNS = ['id', 'name', 'unit', 'unit_cost', 'stock', 'min_stock'] as const;

/** A quantity the staff typed in `unit`, as exact thousandths of the base unit, or a Spanish 400. */
export function thousandthsIn(text: string, unit: string, message: string = M.quantityInvalid): number {
  const value = thousandthsOf(text, unitInfoOf(unit).factor);
  if (value === null) throw badRequest(message);
  return value;
}

/** A recipe line may name g for an ingredient kept in kg; never g for one kept in ml. */
export function convertibleUnit(lineUnit: string | undefined, ingredientUnit: string): string {
  if (!lineUnit) return ingredientUnit;
  if (UNIT_INFO[lineUnit as keyof typeof UNIT_INFO]?.dimension !== unitInfoOf(ingredientUnit).dimension) {
    throw badRequest(M.unitIncompatible);
  }
  return lineUnit;
}

export const shown = (thousandths: number, unit: string) => quantityIn(Number(thousandths), unitInfoOf(unit).factor);

export function ingredientView(r: IngredientRow): Ingredient {
  const stock = Number(r.stock);
  const min = Number(r.min_stock);
  return {
    id: r.id,
    name: r.name,
    unit: r.unit,
    cost: pesosPerUnit(Number(r.unit_cost), r.unit),
    stock: shown(stock, r.unit),
    minStock: shown(min, r.unit),
    low: stock <= min && (min > 0 || stock < 0),
    stockValue: costOf(Math.max(stock, 0), Number(r.unit_cost)) / 100,
  };
}
