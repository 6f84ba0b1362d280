import { INVENTORY_API, INVENTORY_MESSAGES as M } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { pathIds } from '../../http/openapi-parts.js';
import { taggedRoutes } from '../../http/openapi-route.js';
import { scopes } from '../../http/policy.js';
import { sendCsv } from '../../lib/csv.js';
import { actorOf } from '../audit/audit.js';
import { readStoreTimeZone } from '../settings/store-time-zone.js';
import { ingredientsService } from './ingredients.service.js';
import { foodCostReport, stockCsv, usageReport } from './inventory-reports.js';
import { recipesService } from './recipes.service.js';
import { stockOpsService } from './stock-ops.service.js';

const API = INVENTORY_API;
const read = scopes('INVENTORY', 'VIEW_INVENTORY', 'MANAGE_INVENTORY');
const write = scopes('INVENTORY', 'MANAGE_INVENTORY');
const route = taggedRoutes('Inventario');
const ingredientId = pathIds({ id: M.ingredientNotFound });
const preparationId = pathIds({ id: M.preparationNotFound });
const itemId = pathIds({ itemId: M.itemNotFound });
const menuItemId = pathIds({ id: M.itemNotFound });

const r = {
  ingredients: route(API.ingredients, { policy: read, summary: 'Insumos con existencia y mínimo' }),
  addIngredient: route(API.addIngredient, { policy: write, summary: 'Crear un insumo' }),
  updateIngredient: route(API.updateIngredient, {
    policy: write,
    summary: 'Modificar un insumo',
    params: ingredientId,
  }),
  removeIngredient: route(API.removeIngredient, {
    policy: write,
    summary: 'Eliminar un insumo sin historia',
    params: ingredientId,
  }),
  preparations: route(API.preparations, { policy: read, summary: 'Preparaciones (sub-recetas)' }),
  addPreparation: route(API.addPreparation, { policy: write, summary: 'Crear una preparación' }),
  updatePreparation: route(API.updatePreparation, {
    policy: write,
    summary: 'Modificar una preparación',
    params: preparationId,
  }),
  items: route(API.items, { policy: read, summary: 'Productos del menú con su estado de inventario' }),
  recipe: route(API.recipe, { policy: read, summary: 'Receta de un producto', params: itemId }),
  saveRecipe: route(API.saveRecipe, { policy: write, summary: 'Guardar la receta de un producto', params: itemId }),
  movements: route(API.movements, { policy: read, summary: 'Movimientos de inventario' }),
  waste: route(API.waste, { policy: write, summary: 'Registrar una merma' }),
  purchases: route(API.purchases, { policy: read, summary: 'Compras de insumos' }),
  addPurchase: route(API.addPurchase, { policy: write, summary: 'Registrar una compra' }),
  counts: route(API.counts, { policy: read, summary: 'Conteos físicos' }),
  addCount: route(API.addCount, { policy: write, summary: 'Registrar un conteo físico' }),
  settings: route(API.settings, { policy: read, summary: 'Modo de inventario' }),
  saveSettings: route(API.saveSettings, { policy: write, summary: 'Cambiar el modo de inventario' }),
  soldOut: route(API.soldOut, { policy: write, summary: 'Marcar un producto agotado (86)', params: menuItemId }),
  lowStock: route(API.lowStock, { policy: read, summary: 'Insumos bajo el mínimo' }),
  foodCost: route(API.foodCost, { policy: read, summary: 'Costo de receta contra precio' }),
  usage: route(API.usage, { policy: read, summary: 'Consumo teórico contra real entre dos conteos' }),
  stockCsv: route(API.stockCsv, { policy: read, summary: 'Exportar existencias en CSV' }),
  movementsCsv: route(API.movementsCsv, { policy: read, summary: 'Exportar movimientos en CSV' }),
};

/** Issue 24: inventory with recipes. Every write is audited in its own transaction. */
export function registerInventoryRoutes(api: FastifyInstance, deps: AppDeps): void {
  const stockChanged = (itemIds: number[]) => {
    if (itemIds.length) deps.events.publish('inventory.stock-changed', { itemIds });
  };
  const ingredients = ingredientsService(deps);
  const recipes = recipesService(deps);
  const ops = stockOpsService(deps, stockChanged);

  api.get(API.ingredients.path, { config: r.ingredients.config }, (q) =>
    ingredients.list(r.ingredients.query(q).low === '1'),
  );
  api.post(API.addIngredient.path, { config: r.addIngredient.config }, async (q) => ({
    message: M.added,
    id: await ingredients.add(actorOf(q), r.addIngredient.body(q)),
  }));
  api.post(API.updateIngredient.path, { config: r.updateIngredient.config }, async (q) => {
    await ingredients.update(actorOf(q), r.updateIngredient.params(q).id, r.updateIngredient.body(q));
    return { message: M.updated };
  });
  api.delete(API.removeIngredient.path, { config: r.removeIngredient.config }, async (q) => {
    await ingredients.remove(actorOf(q), r.removeIngredient.params(q).id);
    return { message: M.deleted };
  });

  api.get(API.preparations.path, { config: r.preparations.config }, () => recipes.preparations());
  api.post(API.addPreparation.path, { config: r.addPreparation.config }, async (q) => ({
    message: M.preparationSaved,
    id: await recipes.addPreparation(actorOf(q), r.addPreparation.body(q)),
  }));
  api.post(API.updatePreparation.path, { config: r.updatePreparation.config }, async (q) => {
    await recipes.updatePreparation(actorOf(q), r.updatePreparation.params(q).id, r.updatePreparation.body(q));
    return { message: M.preparationSaved };
  });

  api.get(API.items.path, { config: r.items.config }, () => recipes.items());
  api.get(API.recipe.path, { config: r.recipe.config }, (q) => recipes.recipe(r.recipe.params(q).itemId));
  api.post(API.saveRecipe.path, { config: r.saveRecipe.config }, async (q) => {
    stockChanged(await recipes.saveRecipe(actorOf(q), r.saveRecipe.params(q).itemId, r.saveRecipe.body(q)));
    return { message: M.recipeSaved };
  });

  api.get(API.movements.path, { config: r.movements.config }, (q) => ops.movements(r.movements.query(q)));
  api.post(API.waste.path, { config: r.waste.config }, async (q) => {
    await ops.waste(actorOf(q), r.waste.body(q));
    return { message: M.wasteRecorded };
  });
  api.get(API.purchases.path, { config: r.purchases.config }, () => ops.purchases());
  api.post(API.addPurchase.path, { config: r.addPurchase.config }, async (q) => ({
    message: M.purchaseRecorded,
    id: await ops.purchase(actorOf(q), r.addPurchase.body(q)),
  }));
  api.get(API.counts.path, { config: r.counts.config }, () => ops.counts());
  api.post(API.addCount.path, { config: r.addCount.config }, async (q) => ({
    message: M.countRecorded,
    id: await ops.count(actorOf(q), r.addCount.body(q)),
  }));

  api.get(API.settings.path, { config: r.settings.config }, async () => ({ mode: await ingredients.mode() }));
  api.post(API.saveSettings.path, { config: r.saveSettings.config }, async (q) => {
    await ingredients.setMode(actorOf(q), r.saveSettings.body(q).mode);
    return { message: M.settingsSaved };
  });
  api.post(API.soldOut.path, { config: r.soldOut.config }, async (q) => {
    const { soldOut } = r.soldOut.body(q);
    stockChanged(await ingredients.setSoldOut(actorOf(q), r.soldOut.params(q).id, soldOut));
    return { message: soldOut ? M.soldOutSet : M.soldOutCleared };
  });

  api.get(API.lowStock.path, { config: r.lowStock.config }, () => ingredients.lowStock());
  api.get(API.foodCost.path, { config: r.foodCost.config }, () => foodCostReport(deps.db));
  api.get(API.usage.path, { config: r.usage.config }, (q) => {
    const { fromCount, toCount } = r.usage.query(q);
    return usageReport(deps.db, fromCount, toCount);
  });
  api.get(API.stockCsv.path, { config: r.stockCsv.config }, async (_q, reply) =>
    sendCsv(reply, 'existencias.csv', await stockCsv(deps.db)),
  );
  api.get(API.movementsCsv.path, { config: r.movementsCsv.config }, async (q, reply) => {
    const csv = await ops.movementsCsv(r.movementsCsv.query(q), await readStoreTimeZone(deps));
    return sendCsv(reply, 'movimientos-inventario.csv', csv);
  });
}
