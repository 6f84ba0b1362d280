import type { PrintJob } from '@comandero/contracts';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { TargetConfirm } from '../../components/target-confirm';
import { printersText } from '../../i18n/printers';
import { formatDateTime } from '../../lib/format';
import { useHeldJobAction, useHeldJobs } from './printing-api';
import { Section } from './section';

const t = printersText.held;

/** Tickets the queue held back (too old to print now, or no printer): a person reprints or discards them. */
export function HeldJobsSection() {
  const jobs = useHeldJobs();
  const action = useHeldJobAction();
  const [discarding, setDiscarding] = useState<PrintJob | null>(null);
  const reprinting = (job: PrintJob) =>
    action.isPending && action.variables.id === job.id && action.variables.action === 'reprint';

  return (
    <Section id="held-heading" title={t.heading} description={t.description}>
      <Card padding="none" className="overflow-hidden">
        {jobs.isPending ? (
          <LoadingState />
        ) : jobs.isError ? (
          <ErrorState
            message={printersText.loadError}
            action={
              <Button variant="outline" onClick={() => void jobs.refetch()}>
                {printersText.retry}
              </Button>
            }
          />
        ) : jobs.data.length === 0 ? (
          <EmptyState message={t.empty} className="py-8" />
        ) : (
          <ul aria-label={t.listLabel} className="divide-y divide-stone-100">
            {jobs.data.map((job) => (
              <li
                key={job.id}
                aria-label={`${t.kinds[job.kind] ?? job.kind} · ${job.targetLabel}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-5"
              >
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-semibold break-words text-stone-900">
                    {t.kinds[job.kind] ?? job.kind} · {job.targetLabel}
                  </p>
                  <p className="text-sm text-stone-500">
                    {[
                      job.orderId === null ? null : t.order(job.orderId),
                      formatDateTime(job.createdAt),
                      job.printerName,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {job.lastError ? (
                    <p className="mt-0.5 text-sm text-red-700 [overflow-wrap:anywhere]">{job.lastError}</p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    icon={<IconPrinter size={18} aria-hidden />}
                    loading={reprinting(job)}
                    disabled={action.isPending}
                    onClick={() => action.mutate({ id: job.id, action: 'reprint' })}
                  >
                    {t.reprint}
                  </Button>
                  <Button
                    variant="danger-outline"
                    icon={<IconTrash size={18} aria-hidden />}
                    disabled={action.isPending}
                    onClick={() => setDiscarding(job)}
                  >
                    {t.discard}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <TargetConfirm
        target={discarding}
        pending={action.isPending}
        title={t.discardTitle}
        message={t.discardConfirm}
        confirmLabel={t.discard}
        onCancel={() => setDiscarding(null)}
        onConfirm={(job) => action.mutate({ id: job.id, action: 'discard' }, { onSettled: () => setDiscarding(null) })}
      />
    </Section>
  );
}
