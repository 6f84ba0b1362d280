import type { StoreTable } from '@comandero/contracts';
import { IconArmchair, IconStairs } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { settingsText } from '../../../i18n/settings';
import { CatalogPage } from '../shared/catalog-page';
import { RowActions } from '../shared/row-actions';
import { TableDialog } from './table-dialog';
import { useDeleteStoreTable, useStoreTables } from './tables-api';

const t = settingsText.tables;

export function TablesPage() {
  const tables = useStoreTables();

  return (
    <CatalogPage<StoreTable>
      texts={t}
      remove={useDeleteStoreTable()}
      renderDialog={(table, onClose) => <TableDialog table={table} onClose={onClose} />}
    >
      {({ edit, remove }) =>
        tables.isPending ? (
          <LoadingState />
        ) : tables.isError ? (
          <ErrorState />
        ) : tables.data.length === 0 ? (
          <EmptyState message={t.empty} className="rounded-2xl border border-dashed border-stone-300 bg-white" />
        ) : (
          <ul aria-label={t.title} className="grid grid-cols-[repeat(auto-fill,minmax(210px,1fr))] gap-4">
            {tables.data.map((table) => (
              <li
                key={table.id}
                data-table-id={table.id}
                className="flex flex-col rounded-2xl border border-stone-200/80 bg-white p-4 shadow-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="min-w-0 pt-2 text-lg font-semibold break-words text-stone-900">{table.table_title}</h2>
                  <RowActions
                    name={table.table_title}
                    onEdit={() => edit(table)}
                    onDelete={() => remove(table)}
                    className="-mr-1 shrink-0"
                  />
                </div>
                <dl className="mt-3 flex flex-col gap-1.5 text-sm text-stone-600">
                  <div className="flex items-center gap-2">
                    <IconStairs size={17} className="text-stone-400" aria-hidden />
                    <dt className="sr-only">{t.floor}</dt>
                    <dd>{table.floor}</dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <IconArmchair size={17} className="text-stone-400" aria-hidden />
                    <dt className="sr-only">{t.seatingCapacity}</dt>
                    <dd>{t.persons(table.seating_capacity)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )
      }
    </CatalogPage>
  );
}
