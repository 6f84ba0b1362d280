import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { DateFilter, dateFilterQuery, isDateFilterValid, useDateFilter } from '../../components/date-filter';
import { PageHeader } from '../../components/page-header';
import { SearchForm } from '../../components/search-form';
import { ErrorState, LoadingState } from '../../components/states';
import { invoicesText as t } from '../../i18n/invoices';
import { useInvoiceSearch, useInvoices, useInvoicesInit } from './invoices-api';
import { InvoicesTable } from './invoices-table';
import { useReprint } from './use-reprint';

/** /dashboard/invoices (spec §2 Facturas): the invoices of a date range, or those a search finds. */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [filter, setFilter] = useDateFilter({ resetParams: ['q'] });
  const list = useInvoices(filter, q === '');
  const search = useInvoiceSearch(q);
  const init = useInvoicesInit();
  const { reprint, printing } = useReprint();
  const shown = q === '' ? list : search;
  const currency = init.data?.storeSettings.currency ?? 'COP';

  const onSearch = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next) p.set('q', next);
      else p.delete('q');
      return p;
    });

  return (
    <>
      <PageHeader
        title={t.title}
        description={
          q !== '' && search.data
            ? t.search.results(q, search.data.length)
            : list.data && q === ''
              ? t.count(list.data.length)
              : t.subtitle
        }
        actions={
          <CsvDownloadButton
            path="/invoices/export.csv"
            query={dateFilterQuery(filter)}
            fileName="facturas.csv"
            label={t.export}
            disabled={!isDateFilterValid(filter)}
          />
        }
      />
      <Card padding="none">
        <div className="flex flex-col gap-3 border-b border-stone-200 p-4 lg:flex-row lg:items-end sm:p-5">
          <SearchForm
            value={q}
            onSearch={onSearch}
            label={t.search.label}
            placeholder={t.search.placeholder}
            submitLabel={t.search.submit}
            clearLabel={t.search.clear}
          />
          <DateFilter value={filter} onChange={setFilter} />
        </div>
        {shown.isError ? (
          <ErrorState
            message={t.loadError}
            action={
              <Button variant="outline" onClick={() => void shown.refetch()}>
                {t.retry}
              </Button>
            }
          />
        ) : !isDateFilterValid(filter) && q === '' ? null : shown.data ? (
          <InvoicesTable
            invoices={shown.data}
            currency={currency}
            emptyMessage={q === '' ? t.emptyList : t.emptySearch}
            onReprint={(invoice) => void reprint(invoice)}
            printing={printing}
          />
        ) : (
          <LoadingState message={t.loading} />
        )}
      </Card>
    </>
  );
}
