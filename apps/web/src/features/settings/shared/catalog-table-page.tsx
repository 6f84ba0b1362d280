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
            minWidthClassName="min-w-[420px]"
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
    { key: 'id', header: settingsText.columns.id, className: 'w-16 tabular-nums' },
    {
      key: 'title',
      header: settingsText.columns.title,
      render: (row) => <span className="font-medium">{row.title}</span>,
    },
  ];
}

function actionsColumn<T extends TitledRow>({ edit, remove }: CatalogRowHandlers<T>): DataTableColumn<T> {
  return {
    key: 'actions',
    header: settingsText.columns.actions,
    align: 'right',
    className: 'w-28',
    render: (row) => <RowActions name={row.title} onEdit={() => edit(row)} onDelete={() => remove(row)} />,
  };
}
