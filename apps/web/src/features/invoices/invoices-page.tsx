import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { DateFilter, dateFilterQuery, isDateFilterValid, useDateFilter } from '../../components/date-filter';
import { ListPage } from '../../components/list-page';
import { SearchForm } from '../../components/search-form';
import { toMinor, type Invoice } from '@comandero/contracts';
import { invoiceVoidText, invoicesText as t } from '../../i18n/invoices';
import { formatMoney } from '../../lib/format';
import { useInvoiceSearch, useInvoices, useInvoicesInit, useInvoicesLive } from './invoices-api';
import { InvoicesTable } from './invoices-table';
import { useReprint } from './use-reprint';

/** The period's count and its sales, annulled sales left out (docs/voids.md). */
function listSummary(invoices: Invoice[], currency: string): string {
  const standing = invoices.filter((i) => !i.voided_at);
  const sales = standing.reduce((a, i) => a + toMinor(i.total), 0);
  const voided = invoices.length - standing.length;
  return `${t.count(invoices.length)} · ${invoiceVoidText.salesTotal(formatMoney(sales, currency), voided)}`;
}

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
  useInvoicesLive();

  const onSearch = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next) p.set('q', next);
      else p.delete('q');
      return p;
    });

  // Without a valid date range, only a search shows invoices.
  const hidden = !isDateFilterValid(filter) && q === '';

  return (
    <ListPage
      title={t.title}
      description={
        q !== '' && search.data
          ? t.search.results(q, search.data.length)
          : list.data && q === ''
            ? listSummary(list.data, currency)
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
      filters={
        <>
          <SearchForm
            value={q}
            onSearch={onSearch}
            label={t.search.label}
            placeholder={t.search.placeholder}
            submitLabel={t.search.submit}
            clearLabel={t.search.clear}
          />
          <DateFilter value={filter} onChange={setFilter} />
        </>
      }
      failure={
        shown.isError ? { message: t.loadError, retryLabel: t.retry, onRetry: () => void shown.refetch() } : null
      }
      loading={!hidden && !shown.data ? t.loading : undefined}
    >
      {!hidden && shown.data ? (
        <InvoicesTable
          invoices={shown.data}
          currency={currency}
          emptyMessage={q === '' ? t.emptyList : t.emptySearch}
          onReprint={(invoice) => void reprint(invoice)}
          printing={printing}
        />
      ) : null}
    </ListPage>
  );
}
