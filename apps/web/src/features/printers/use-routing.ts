import type { Category, MenuItem, Station } from '@comandero/contracts';
import { useMemo } from 'react';
import { printersText } from '../../i18n/printers';
import { useCategoryList, useMenuItemList, useStations } from './printers-api';
import { usePrintRouting } from './printing-api';
import { unroutedCategories, type UnroutedCategory } from './unrouted';

export type Routing = {
  /** Stations, categories and menu items all loaded. */
  ready: boolean;
  pending: boolean;
  error: boolean;
  retry: () => void;
  stations: Station[];
  categories: Category[];
  items: MenuItem[];
  unrouted: UnroutedCategory[];
};

/**
 * What the stations route, from GET /settings/stations and the menu's lists, and what they leave
 * out, as the server decides it (GET /settings/printers/routing; refetched after a station changes).
 */
export function useRouting(): Routing {
  const stations = useStations();
  const categories = useCategoryList();
  const items = useMenuItemList();
  const printRouting = usePrintRouting();
  const queries = [stations, categories, items];
  const unrouted = useMemo(
    () =>
      printRouting.data && categories.data
        ? unroutedCategories(printRouting.data, categories.data, printersText.unrouted.uncategorised)
        : [],
    [printRouting.data, categories.data],
  );
  return {
    ready: Boolean(stations.data && categories.data && items.data),
    pending: queries.some((q) => q.isPending),
    error: queries.some((q) => q.isError),
    retry: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()),
    stations: stations.data ?? [],
    categories: categories.data ?? [],
    items: items.data ?? [],
    unrouted,
  };
}
