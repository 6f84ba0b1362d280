import { z } from 'zod';
import { isBlank, MAX_INT_ID, optionalText, requiredText } from './form-fields.js';

/** Issue 24, inventory: texts shown to the staff. */
export const INVENTORY_MESSAGES = {
  nameRequired: '¡Escriba el nombre del insumo!',
  nameTooLong: '¡El nombre no puede superar 80 caracteres!',
  nameTaken: '¡Ya existe un insumo con ese nombre!',
  unitInvalid: '¡Unidad inválida! Use g, kg, ml, l o unidad.',
  unitIncompatible: '¡Esa unidad no se puede convertir a la del insumo (peso, volumen o unidades)!',
  quantityInvalid: '¡Cantidad inválida! Use un número positivo con hasta tres decimales de g, ml o unidad.',
  costInvalid: '¡Costo inválido! Use un valor en pesos de 0 en adelante, con hasta dos decimales.',
  ingredientNotFound: '¡Insumo no encontrado!',
  ingredientInUse: '¡El insumo tiene movimientos o está en una receta; no se puede eliminar!',
  preparationNotFound: '¡Preparación no encontrada!',
  preparationNameTaken: '¡Ya existe una preparación con ese nombre!',
  preparationEmpty: '¡Una preparación necesita al menos un insumo!',
  preparationInUse: '¡La preparación está en una receta; no se puede eliminar!',
  itemNotFound: '¡Producto no encontrado!',
  recipeTargetInvalid: '¡La variante o el adicional no pertenece a este producto!',
  recipeLineInvalid: '¡Cada línea de la receta lleva un insumo o una preparación, no ambos!',
  duplicateLine: '¡El mismo insumo aparece dos veces en la misma parte de la receta!',
  reasonRequired: '¡Escriba el motivo!',
  reasonTooLong: '¡El motivo no puede superar 200 caracteres!',
  supplierRequired: '¡Escriba el proveedor!',
  linesRequired: '¡Agregue al menos una línea!',
  tooManyLines: '¡Demasiadas líneas! Use como máximo 200.',
  modeInvalid: '¡Modo inválido! Use block o warn.',
  countNotFound: '¡Conteo no encontrado!',
  countsOrder: '¡El conteo inicial debe ser anterior al final!',
  dateInvalid: '¡Fecha inválida!',
  stockShort: (items: string) => `¡No hay inventario suficiente para ${items}! Está agotado.`,
  soldOut: (items: string) => `¡${items} está agotado!`,
  added: '¡Insumo agregado!',
  updated: '¡Insumo actualizado!',
  deleted: '¡Insumo eliminado!',
  preparationSaved: '¡Preparación guardada!',
  preparationDeleted: '¡Preparación eliminada!',
  recipeSaved: '¡Receta guardada!',
  wasteRecorded: '¡Merma registrada!',
  purchaseRecorded: '¡Compra registrada!',
  countRecorded: '¡Conteo registrado!',
  settingsSaved: '¡Configuración de inventario guardada!',
  soldOutSet: '¡Producto marcado como agotado!',
  soldOutCleared: '¡Producto disponible de nuevo!',
} as const;
const M = INVENTORY_MESSAGES;

/**
 * Units an ingredient is kept in. Quantities are stored as integers in thousandths of the base unit
 * (g, ml or unidad): a milligram, a microlitre, a thousandth of a unit. `factor` is how many
 * thousandths one of the unit is; kg and l convert to g and ml, nothing converts across dimensions.
 */
export const INGREDIENT_UNITS = ['g', 'kg', 'ml', 'l', 'unidad'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];
export const UNIT_INFO: Record<IngredientUnit, { factor: number; dimension: 'mass' | 'volume' | 'count' }> = {
  g: { factor: 1_000, dimension: 'mass' },
  kg: { factor: 1_000_000, dimension: 'mass' },
  ml: { factor: 1_000, dimension: 'volume' },
  l: { factor: 1_000_000, dimension: 'volume' },
  unidad: { factor: 1_000, dimension: 'count' },
};
/** A preparation is consumed in portions, kept in thousandths like the rest. */
export const PORTION_FACTOR = 1_000;

export const STOCK_MOVEMENT_KINDS = ['sale', 'void_return', 'waste', 'purchase', 'count', 'adjust'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  sale: 'Venta',
  void_return: 'Devolución por anulación',
  waste: 'Merma',
  purchase: 'Compra',
  count: 'Conteo',
  adjust: 'Ajuste',
};
export const INVENTORY_MODES = ['block', 'warn'] as const;
export type InventoryMode = (typeof INVENTORY_MODES)[number];

/** The largest quantity in thousandths: a thousand tonnes, well inside a safe integer. */
const MAX_THOUSANDTHS = 1e12;
const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * A decimal quantity in `unit` as exact thousandths of the base unit, or null when it is not a
 * plain decimal, has more precision than a thousandth of g/ml/unidad, or is out of range. Read from
 * the text, never through a float product.
 */
export function thousandthsOf(text: string, factor: number): number | null {
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const digits = Math.round(Math.log10(factor));
  if (fraction.replace(/0+$/, '').length > digits) return null;
  const value = Number(whole) * factor + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  return Number.isSafeInteger(value) && value <= MAX_THOUSANDTHS ? value : null;
}

/** Thousandths back as a decimal number of `unit`, for showing (never for arithmetic). */
export const quantityIn = (thousandths: number, factor: number) => thousandths / factor;

/** A number or plain decimal text, kept as canonical text for thousandthsOf. */
export const quantityText = (message: string = M.quantityInvalid) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).regex(DECIMAL, message),
  );
const positiveQuantity = quantityText().refine((t) => Number(t) > 0, M.quantityInvalid);
const id = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_INT_ID, message),
  );
const optionalId = (message: string) => z.preprocess((v) => (isBlank(v) ? null : v), id(message).nullable());
const unit = z.enum(INGREDIENT_UNITS, { error: M.unitInvalid });
/** Pesos per unit of the ingredient, up to two decimals (centavos). */
const cost = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ error: M.costInvalid })
    .min(0, M.costInvalid)
    .max(1e9, M.costInvalid)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.costInvalid),
);
const lines = <T extends z.ZodType>(line: T) =>
  z.array(line, { error: M.linesRequired }).min(1, M.linesRequired).max(200, M.tooManyLines);

export const ingredientBody = z.object({
  name: requiredText(80, M.nameRequired, M.nameTooLong),
  unit,
  cost,
  minStock: quantityText(),
});
export const ingredientAddBody = ingredientBody.extend({ stock: quantityText().optional() });

export const ingredientSchema = z.object({
  id: z.number(),
  name: z.string(),
  unit: z.string(),
  /** Pesos per one `unit`. */
  cost: z.number(),
  stock: z.number(),
  minStock: z.number(),
  low: z.boolean(),
  /** Pesos, stock at cost (0 when the stock is negative). */
  stockValue: z.number(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const preparationBody = z.object({
  name: requiredText(80, M.nameRequired, M.nameTooLong),
  lines: lines(z.object({ ingredientId: id(M.ingredientNotFound), quantity: positiveQuantity })),
});
export const preparationSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Pesos, one portion at today's costs. */
  cost: z.number(),
  lines: z.array(z.object({ ingredientId: z.number(), name: z.string(), unit: z.string(), quantity: z.number() })),
});
export type Preparation = z.infer<typeof preparationSchema>;

/** One recipe line: for the item itself, or one of its variants or add-ons. */
export const recipeLineBody = z.object({
  variantId: optionalId(M.recipeTargetInvalid).optional(),
  addonId: optionalId(M.recipeTargetInvalid).optional(),
  ingredientId: optionalId(M.ingredientNotFound).optional(),
  preparationId: optionalId(M.preparationNotFound).optional(),
  /** In the ingredient's unit unless `unit` names another of the same dimension; portions of a preparation. */
  quantity: positiveQuantity,
  unit: unit.optional(),
});
export const recipeBody = z.object({ lines: z.array(recipeLineBody).max(200, M.tooManyLines) });

export const recipeLineSchema = z.object({
  variantId: z.number().nullable(),
  addonId: z.number().nullable(),
  ingredientId: z.number().nullable(),
  preparationId: z.number().nullable(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  /** Pesos at today's costs. */
  cost: z.number(),
});
export const recipeAnswer = z.object({
  item: z.object({ id: z.number(), title: z.string(), price: z.number(), soldOut: z.boolean(), stockOut: z.boolean() }),
  variants: z.array(z.object({ id: z.number(), title: z.string(), price: z.number() })),
  addons: z.array(z.object({ id: z.number(), title: z.string(), price: z.number() })),
  lines: z.array(recipeLineSchema),
});
export type RecipeAnswer = z.infer<typeof recipeAnswer>;

export const wasteBody = z.object({
  ingredientId: id(M.ingredientNotFound),
  quantity: positiveQuantity,
  reason: requiredText(200, M.reasonRequired, M.reasonTooLong),
});
export const purchaseBody = z.object({
  supplier: requiredText(120, M.supplierRequired, M.nameTooLong),
  invoiceNumber: optionalText(60, M.nameTooLong),
  lines: lines(
    z.object({
      ingredientId: id(M.ingredientNotFound),
      quantity: positiveQuantity,
      /** Pesos paid for the whole line. */
      total: cost,
    }),
  ),
});
export const countBody = z.object({
  notes: optionalText(200, M.reasonTooLong),
  lines: lines(z.object({ ingredientId: id(M.ingredientNotFound), counted: quantityText() })),
});
export const inventorySettingsBody = z.object({ mode: z.enum(INVENTORY_MODES, { error: M.modeInvalid }) });
export const soldOutBody = z.object({ soldOut: z.boolean({ error: M.quantityInvalid }) });

const isoDate = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, M.dateInvalid)
    .optional(),
);
export const movementsQuery = z.object({
  ingredientId: z.preprocess((v) => (isBlank(v) ? undefined : v), id(M.ingredientNotFound).optional()),
  kind: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.enum(STOCK_MOVEMENT_KINDS, { error: M.quantityInvalid }).optional(),
  ),
  from: isoDate,
  to: isoDate,
});
/** `?low=1`: only the ingredients at or under their minimum. */
export const ingredientsQuery = z.object({
  low: z.enum(['0', '1'], { error: M.quantityInvalid }).optional(),
});
export const usageQuery = z.object({ fromCount: id(M.countNotFound), toCount: id(M.countNotFound) });

export const stockMovementSchema = z.object({
  id: z.number(),
  ingredientId: z.number(),
  ingredientName: z.string(),
  unit: z.string(),
  kind: z.string(),
  quantity: z.number(),
  /** Pesos, signed like the quantity. */
  cost: z.number(),
  stockAfter: z.number(),
  user: z.string().nullable(),
  at: z.string(),
  reason: z.string().nullable(),
  orderId: z.number().nullable(),
  purchaseId: z.number().nullable(),
  countId: z.number().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const purchaseSchema = z.object({
  id: z.number(),
  supplier: z.string(),
  invoiceNumber: z.string().nullable(),
  total: z.number(),
  user: z.string().nullable(),
  at: z.string(),
});
export const stockCountSchema = z.object({
  id: z.number(),
  notes: z.string().nullable(),
  user: z.string().nullable(),
  at: z.string(),
});

export const foodCostRowSchema = z.object({
  itemId: z.number(),
  title: z.string(),
  variantId: z.number().nullable(),
  variantTitle: z.string().nullable(),
  /** Pesos: the menu price (net of an inclusive tax is not taken off), the recipe's cost, price − cost. */
  price: z.number(),
  cost: z.number(),
  margin: z.number(),
  /** Of the price, one decimal; null for a price of 0. */
  marginPercent: z.number().nullable(),
  foodCostPercent: z.number().nullable(),
});
export const usageRowSchema = z.object({
  ingredientId: z.number(),
  name: z.string(),
  unit: z.string(),
  opening: z.number(),
  purchased: z.number(),
  closing: z.number(),
  theoretical: z.number(),
  actual: z.number(),
  difference: z.number(),
  /** Pesos at the ingredient's current cost. */
  theoreticalCost: z.number(),
  actualCost: z.number(),
  differenceCost: z.number(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

export const lowStockSchema = z.object({
  id: z.number(),
  name: z.string(),
  unit: z.string(),
  stock: z.number(),
  minStock: z.number(),
});

/** GET /pos/init's optional `inventory` (issue 24): the store's mode and the items that cannot be sold now. */
export const posInventorySchema = z.object({
  mode: z.enum(INVENTORY_MODES),
  /** Their recipe cannot be made once from the stock on hand. */
  stockOutItemIds: z.array(z.number()),
  /** Marked agotado by hand (86): never sold, whatever the mode. */
  soldOutItemIds: z.array(z.number()),
});
export type PosInventory = z.infer<typeof posInventorySchema>;

/** GET /inventory/items: the menu as the recipe editor lists it. */
export const inventoryItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string().nullable(),
  hasRecipe: z.boolean(),
  soldOut: z.boolean(),
  stockOut: z.boolean(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
