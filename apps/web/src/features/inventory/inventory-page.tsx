import { hasAnyScope, type InventoryMode } from '@comandero/contracts';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { Select } from '../../components/select';
import { cn } from '../../lib/cn';
import { useSessionUser } from '../../lib/session-user';
import { CountTab } from './count-tab';
import { IngredientsTab } from './ingredients-tab';
import { useInventoryMode, useSaveMode } from './inventory-api';
import { inventoryText as t } from './inventory-text';
import { MovementsTab } from './movements-tab';
import { PurchaseTab } from './purchase-tab';
import { RecipeTab } from './recipe-tab';
import { ReportsTab } from './reports-tab';

const MANAGE_SCOPES = ['INVENTORY', 'MANAGE_INVENTORY'] as const;
const TABS = ['ingredients', 'recipes', 'movements', 'purchases', 'count', 'reports'] as const;
type Tab = (typeof TABS)[number];

/** Inventario (issue 24): insumos, recetas, movimientos, compras y conteo. */
export function InventoryPage() {
  const user = useSessionUser();
  const canManage = hasAnyScope(user, MANAGE_SCOPES);
  const [tab, setTab] = useState<Tab>('ingredients');
  const mode = useInventoryMode();
  const saveMode = useSaveMode();
  return (
    <>
      <PageHeader
        title={t.title}
        description={canManage ? t.subtitle : t.viewOnly}
        actions={
          mode.data ? (
            <Select
              label={t.mode.label}
              value={mode.data.mode}
              disabled={!canManage || saveMode.isPending}
              onChange={(e) => saveMode.mutate({ mode: e.target.value as InventoryMode })}
              options={[
                { value: 'warn', label: t.mode.warn },
                { value: 'block', label: t.mode.block },
              ]}
            />
          ) : null
        }
      />
      <div role="tablist" aria-label={t.title} className="scrollbar-thin mb-4 flex gap-2 overflow-x-auto print:hidden">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={cn(
              'h-11 shrink-0 rounded-full px-4 text-[15px] font-medium',
              tab === id
                ? 'bg-brand-600 text-white'
                : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-50',
            )}
          >
            {t.tabs[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'ingredients' ? <IngredientsTab canManage={canManage} /> : null}
        {tab === 'recipes' ? <RecipeTab canManage={canManage} /> : null}
        {tab === 'movements' ? <MovementsTab /> : null}
        {tab === 'purchases' ? <PurchaseTab canManage={canManage} /> : null}
        {tab === 'count' ? <CountTab canManage={canManage} /> : null}
        {tab === 'reports' ? <ReportsTab /> : null}
      </div>
    </>
  );
}
