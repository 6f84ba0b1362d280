import { EINVOICE_DOCUMENT_STATUSES, EINVOICE_DOCUMENTS_API, type EinvoiceDocument } from '@comandero/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { downloadFile } from '../../components/csv-download-button';
import { DateFilter, isDateFilterValid, useDateFilter } from '../../components/date-filter';
import { ListPage } from '../../components/list-page';
import { SearchForm } from '../../components/search-form';
import { EmptyState } from '../../components/states';
import { einvoiceDocumentsText as t } from '../../i18n/einvoice-documents';
import { toastError, withToast } from '../../lib/toast';
import { DocumentCard } from './document-card';
import { useEinvoiceDocuments, useRetryDocument, useStoreCurrency } from './documents-api';
import { StatusChips } from './status-chips';

const statusOf = (value: string | null) => EINVOICE_DOCUMENT_STATUSES.find((s) => s === value) ?? null;

/** /dashboard/einvoice-documents (issue 23): each DE-POS of a period and where its transmission stands. */
export function EinvoiceDocumentsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const status = statusOf(params.get('status'));
  const [filter, setFilter] = useDateFilter();
  const list = useEinvoiceDocuments(filter, status, q);
  const currency = useStoreCurrency();
  const retry = useRetryDocument();
  const [confirming, setConfirming] = useState<EinvoiceDocument | null>(null);

  const setParam = (name: string, value: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value) p.set(name, value);
      else p.delete(name);
      return p;
    });

  const download = (doc: EinvoiceDocument, what: 'xml' | 'response') => {
    const route = what === 'xml' ? EINVOICE_DOCUMENTS_API.xml : EINVOICE_DOCUMENTS_API.applicationResponse;
    const name = what === 'xml' ? `${doc.documentNumber}.xml` : `${doc.documentNumber}-respuesta-dian.xml`;
    downloadFile(route.path.replace(':id', String(doc.id)), {}, name).catch((err: unknown) =>
      toastError(err, t.downloadError),
    );
  };

  const runRetry = withToast((id: number) => retry.mutateAsync(id));
  const confirmRetry = () => {
    if (!confirming) return;
    runRetry(confirming.id).then(
      () => setConfirming(null),
      () => setConfirming(null),
    );
  };

  const documents = list.data?.documents;
  return (
    <ListPage
      title={t.title}
      description={documents ? t.count(documents.length) : t.subtitle}
      actions={
        <Button
          variant="outline"
          icon={<IconRefresh size={18} aria-hidden />}
          loading={list.isFetching}
          onClick={() => void list.refetch()}
        >
          {t.refresh}
        </Button>
      }
      filters={
        <>
          <SearchForm
            value={q}
            onSearch={(next) => setParam('q', next)}
            label={t.search.label}
            placeholder={t.search.placeholder}
            submitLabel={t.search.submit}
            clearLabel={t.search.clear}
          />
          <DateFilter value={filter} onChange={setFilter} />
          {/* Its own row on wide screens too: six chips beside the search would squeeze it. */}
          <div className="lg:basis-full">
            <StatusChips value={status} counts={list.data?.counts} onChange={(s) => setParam('status', s)} />
          </div>
        </>
      }
      failure={
        list.isError ? { message: t.loadError, retryLabel: t.retryLoad, onRetry: () => void list.refetch() } : null
      }
      loading={isDateFilterValid(filter) && !list.data ? t.loading : undefined}
    >
      {documents && documents.length === 0 ? (
        <EmptyState message={status || q ? t.emptyFiltered : t.empty} />
      ) : documents ? (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,340px),1fr))] items-stretch gap-4 p-4 sm:p-5">
          {documents.map((doc) => (
            <DocumentCard key={doc.id} doc={doc} currency={currency} onDownload={download} onRetry={setConfirming} />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t.retryTitle}
        message={confirming ? t.retryQuestion(confirming.documentNumber) : ''}
        confirmLabel={t.retryConfirm}
        tone="primary"
        pending={retry.isPending}
        onConfirm={confirmRetry}
      />
    </ListPage>
  );
}
