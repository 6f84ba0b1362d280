import { sortTables, toMajor, type PosInitResponse, type PosOption } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { posRepository } from './pos.repository.js';

type OptionRow = { id: number; item_id: number; title: string; price: number };

const flag = (v: number | undefined) => (v === 1 ? 1 : 0);

/** Groups option rows by item in one pass, so the menu costs no query per item. */
function byItem(rows: OptionRow[]): Map<number, PosOption[]> {
  const map = new Map<number, PosOption[]>();
  for (const r of rows) {
    const option = { id: r.id, item_id: r.item_id, title: r.title, price: toMajor(r.price) };
    const list = map.get(r.item_id);
    if (list) list.push(option);
    else map.set(r.item_id, [option]);
  }
  return map;
}

export function posService(deps: AppDeps) {
  const repo = posRepository(deps.db);
  return {
    async init(): Promise<PosInitResponse> {
      const rows = await repo.loadInit();
      const variants = byItem(rows.variants);
      const addons = byItem(rows.addons);
      return {
        categories: rows.categories,
        menuItems: rows.items.map((i) => ({
          id: i.id,
          title: i.title,
          price: toMajor(i.price),
          net_price: i.net_price === null ? null : toMajor(i.net_price),
          image: i.image,
          category_id: i.category_id,
          category_title: i.category_title,
          tax_id: i.tax_id,
          tax_title: i.tax_title,
          tax_rate: i.tax_rate_bp === null ? null : i.tax_rate_bp / 100,
          tax_type: i.tax_type,
          variants: variants.get(i.id) ?? [],
          addons: addons.get(i.id) ?? [],
        })),
        paymentTypes: rows.paymentTypes.map((p) => ({ id: p.id, title: p.title, is_active: flag(p.is_active) })),
        ...rows.receipt,
        // The table select reads "Mesa 9" before "Mesa 10" (issue 18).
        storeTables: sortTables(rows.tables),
      };
    },
  };
}
