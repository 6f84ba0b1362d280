import { INVENTORY_API, type BodyOf } from '@comandero/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { POS_INIT_QUERY_KEY } from '../../lib/query-keys';
import { withToast } from '../../lib/toast';
import { inventoryText as t } from './inventory-text';

export const INVENTORY_KEY = ['inventory'] as const;
const API = INVENTORY_API;

export const useIngredients = (low = false) =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'ingredients', low],
    queryFn: () => apiCall(API.ingredients, { query: low ? { low: '1' } : {} }),
  });
export const useInventoryItems = () =>
  useQuery({ queryKey: [...INVENTORY_KEY, 'items'], queryFn: () => apiCall(API.items) });
export const usePreparations = () =>
  useQuery({ queryKey: [...INVENTORY_KEY, 'preparations'], queryFn: () => apiCall(API.preparations) });
export const useRecipe = (itemId: number | null) =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'recipe', itemId],
    queryFn: () => apiCall(API.recipe, { params: { itemId: itemId! } }),
    enabled: itemId !== null,
  });
export type MovementFilter = { ingredientId?: string; kind?: string; from?: string; to?: string };
export const useMovements = (filter: MovementFilter) =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'movements', filter],
    queryFn: () => apiCall(API.movements, { query: filter }),
  });
export const usePurchases = () =>
  useQuery({ queryKey: [...INVENTORY_KEY, 'purchases'], queryFn: () => apiCall(API.purchases) });
export const useInventoryMode = () =>
  useQuery({ queryKey: [...INVENTORY_KEY, 'settings'], queryFn: () => apiCall(API.settings) });
export const useCounts = () => useQuery({ queryKey: [...INVENTORY_KEY, 'counts'], queryFn: () => apiCall(API.counts) });
export const useFoodCost = () =>
  useQuery({ queryKey: [...INVENTORY_KEY, 'food-cost'], queryFn: () => apiCall(API.foodCost) });
export const useUsage = (fromCount: number | null, toCount: number | null) =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'usage', fromCount, toCount],
    queryFn: () => apiCall(API.usage, { query: { fromCount: fromCount!, toCount: toCount! } }),
    enabled: fromCount !== null && toCount !== null && fromCount < toCount,
  });

/** Every inventory write refreshes the inventory lists and the POS menu (availability may have moved). */
function useInventoryMutation<A, R extends { message?: unknown }>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(fn, { fallback: t.failed }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
        queryClient.invalidateQueries({ queryKey: POS_INIT_QUERY_KEY }),
      ]),
  });
}

export const useAddIngredient = () =>
  useInventoryMutation((body: BodyOf<typeof API.addIngredient>) => apiCall(API.addIngredient, { body }));
export const useUpdateIngredient = () =>
  useInventoryMutation((a: { id: number; body: BodyOf<typeof API.updateIngredient> }) =>
    apiCall(API.updateIngredient, { params: { id: a.id }, body: a.body }),
  );
export const useRemoveIngredient = () =>
  useInventoryMutation((id: number) => apiCall(API.removeIngredient, { params: { id } }));
export const useUpdatePreparation = () =>
  useInventoryMutation((a: { id: number; body: BodyOf<typeof API.updatePreparation> }) =>
    apiCall(API.updatePreparation, { params: { id: a.id }, body: a.body }),
  );
export const useAddPreparation = () =>
  useInventoryMutation((body: BodyOf<typeof API.addPreparation>) => apiCall(API.addPreparation, { body }));
export const useSaveRecipe = () =>
  useInventoryMutation((a: { itemId: number; body: BodyOf<typeof API.saveRecipe> }) =>
    apiCall(API.saveRecipe, { params: { itemId: a.itemId }, body: a.body }),
  );
export const useAddPurchase = () =>
  useInventoryMutation((body: BodyOf<typeof API.addPurchase>) => apiCall(API.addPurchase, { body }));
export const useAddCount = () =>
  useInventoryMutation((body: BodyOf<typeof API.addCount>) => apiCall(API.addCount, { body }));
export const useAddWaste = () => useInventoryMutation((body: BodyOf<typeof API.waste>) => apiCall(API.waste, { body }));
export const useSaveMode = () =>
  useInventoryMutation((body: BodyOf<typeof API.saveSettings>) => apiCall(API.saveSettings, { body }));
export const useSoldOut = () =>
  useInventoryMutation((a: { itemId: number; soldOut: boolean }) =>
    apiCall(API.soldOut, { params: { id: a.itemId }, body: { soldOut: a.soldOut } }),
  );
