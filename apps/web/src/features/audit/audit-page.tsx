import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@comandero/contracts';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { DateFilter, isDateFilterValid } from '../../components/date-filter';
import { ListPage } from '../../components/list-page';
import { Pager } from '../../components/pager';
import { Select } from '../../components/select';
import { EmptyState } from '../../components/states';
import { cn } from '../../lib/cn';
import { auditQuery, useAuditPage, useAuditUsernames } from './audit-api';
import { AuditEntries } from './audit-entries';
import { auditText as T } from './audit-text';
import { useAuditParams } from './use-audit-params';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] })).sort((x, y) =>
  x.label.localeCompare(y.label, 'es'),
);

/** /dashboard/audit (issue 11, admin only): the sensitive actions, filtered by date, user and action. */
export function AuditPage() {
  const { filter, page, setDate, setUsername, setAction, setPage } = useAuditParams();
  const list = useAuditPage(filter, page);
  const usernames = useAuditUsernames();
  const data = list.data;
  const valid = isDateFilterValid(filter.date);
  const userOptions = [
    ...new Set([...(usernames.data?.usernames ?? []), ...(filter.username ? [filter.username] : [])]),
  ].map((u) => ({ value: u, label: u }));

  return (
    <ListPage
      title={T.title}
      description={data ? T.count(data.totalCount) : T.subtitle}
      actions={
        <CsvDownloadButton
          path="/audit/csv"
          query={auditQuery(filter)}
          fileName="auditoria.csv"
          label={T.export}
          disabled={!valid}
        />
      }
      filtersLabel={T.filters}
      filters={
        <>
          <DateFilter value={filter.date} onChange={setDate} />
          <Select
            label={T.user}
            value={filter.username}
            placeholder={T.allUsers}
            options={userOptions}
            containerClassName="min-w-44"
            onChange={(e) => setUsername(e.target.value)}
          />
          <Select
            label={T.action}
            value={filter.action}
            placeholder={T.allActions}
            options={ACTION_OPTIONS}
            containerClassName="min-w-56"
            onChange={(e) => setAction(e.target.value)}
          />
        </>
      }
      failure={
        list.isError && !data ? { message: T.loadError, retryLabel: T.retry, onRetry: () => void list.refetch() } : null
      }
      loading={valid && !data ? T.loading : undefined}
      footer={data ? <Pager page={data.page} pages={data.pages} onPage={setPage} labels={T.pager} /> : null}
    >
      {!valid || !data ? null : data.entries.length === 0 ? (
        <EmptyState message={T.empty} />
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={cn('transition-opacity', list.isPlaceholderData && 'opacity-60')}
        >
          <AuditEntries entries={data.entries} />
        </div>
      )}
    </ListPage>
  );
}
