import { Card } from '../../../components/card';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { settingsText } from '../../../i18n/settings';
import { CatalogPage, type CatalogPageProps, type CatalogRowHandlers } from './catalog-page';
import { RowActions } from './row-actions';

type TitledRow = { id: number; title: string };

export type CatalogTablePageProps<T extends TitledRow> = Omit<CatalogPageProps<T>, 'children'> & {
  texts: CatalogPageProps<T>['texts'] & { empty: string };
  query: { data: T[] | undefined; isPending: boolean; isError: boolean };
  /** The catalog's own columns, shown between the id and title and the row actions. */
  columns?: DataTableColumn<T>[];
};

/** A catalog page whose list is a table of id, title, the catalog's own columns and the row actions. */
export function CatalogTablePage<T extends TitledRow>({ query, columns = [], ...page }: CatalogTablePageProps<T>) {
  return (
    <CatalogPage {...page}>
      {(handlers) => (
        <Card padding="none" className="overflow-hidden">
          <DataTable
            caption={page.texts.title}
            // On a phone the id column goes and the table fits the width, so the row actions
            // stay on screen instead of behind a sideways scroll.
            minWidthClassName="min-w-0 sm:min-w-[420px]"
            columns={[...titleColumns<T>(), ...columns, actionsColumn(handlers)]}
            rows={query.data}
            rowKey={(row) => row.id}
            loading={query.isPending}
            error={query.isError ? settingsText.loadError : undefined}
            emptyMessage={page.texts.empty}
          />
        </Card>
      )}
    </CatalogPage>
  );
}

function titleColumns<T extends TitledRow>(): DataTableColumn<T>[] {
  return [
    { key: 'id', header: settingsText.columns.id, className: 'hidden w-16 tabular-nums sm:table-cell' },
    {
      key: 'title',
      header: settingsText.columns.title,
      render: (row) => <span className="font-medium [overflow-wrap:anywhere]">{row.title}</span>,
    },
  ];
}

function actionsColumn<T extends TitledRow>({ edit, remove }: CatalogRowHandlers<T>): DataTableColumn<T> {
  return {
    key: 'actions',
    header: settingsText.columns.actions,
    align: 'right',
    // Pinned to the right edge: where the columns outgrow a phone, the row actions stay on screen
    // while the middle columns scroll under them.
    className:
      'sticky right-0 w-28 bg-white shadow-[-10px_0_10px_-10px_rgba(0,0,0,0.18)] [&:is(th)]:bg-stone-50 sm:shadow-none',
    render: (row) => <RowActions name={row.title} onEdit={() => edit(row)} onDelete={() => remove(row)} />,
  };
}
