import type { OrderPrintJob, PrintJobStatus } from '@comandero/contracts';
import { IconPrinter, IconReload } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { printersText } from '../../i18n/printers';
import { formatTime } from '../../lib/format';
import { useOrdersTickets, usePrintingStatus, useReprintJob } from './printing-api';

const t = printersText.tickets;

const STATUS_TONE: Record<PrintJobStatus, BadgeTone> = {
  done: 'success',
  pending: 'warning',
  held: 'danger',
  discarded: 'neutral',
};

function TicketRow({ job, reprint }: { job: OrderPrintJob; reprint: ReturnType<typeof useReprintJob> }) {
  const name = `${job.label} · ${job.targetLabel}`;
  return (
    <li aria-label={name} data-testid="order-ticket" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-words text-stone-900">{name}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-500">
          <span>{formatTime(job.printedAt ?? job.createdAt)}</span>
          {job.printerName ? (
            <>
              <span aria-hidden>·</span>
              <span className="break-words">{job.printerName}</span>
            </>
          ) : null}
          <Badge tone={STATUS_TONE[job.status]}>{t.status[job.status] ?? job.status}</Badge>
        </p>
      </div>
      <Button
        variant="outline"
        icon={<IconPrinter size={18} aria-hidden />}
        aria-label={`${t.reprint}: ${name}`}
        loading={reprint.isPending && reprint.variables === job.id}
        disabled={reprint.isPending}
        onClick={() => reprint.mutate(job.id)}
      >
        {t.reprint}
      </Button>
    </li>
  );
}

function OrdersTickets({ orderIds }: { orderIds: readonly number[] }) {
  const queries = useOrdersTickets(orderIds, true);
  const reprint = useReprintJob();
  return (
    <div className="flex flex-col gap-5">
      {orderIds.map((orderId, i) => {
        const q = queries[i];
        return (
          <section key={orderId} aria-label={t.order(orderId)}>
            {orderIds.length > 1 ? (
              <h3 className="border-b border-stone-200 pb-1 text-sm font-semibold text-stone-700">
                {t.order(orderId)}
              </h3>
            ) : null}
            {!q || q.isPending ? (
              <LoadingState />
            ) : q.isError ? (
              <ErrorState
                message={t.loadError}
                action={
                  <Button variant="outline" onClick={() => void q.refetch()}>
                    {t.retry}
                  </Button>
                }
              />
            ) : q.data.length === 0 ? (
              <EmptyState message={t.empty} className="py-6" />
            ) : (
              <ul className="divide-y divide-stone-100" aria-label={t.order(orderId)}>
                {q.data.map((job) => (
                  <TicketRow key={job.id} job={job} reprint={reprint} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * The orders screen's reprint of any past ticket of a table's orders (issue 20): nothing for a
 * store without network printers; otherwise a button opening the orders' tickets, each reprintable.
 */
export function OrderTicketsAction({ orderIds, title }: { orderIds: readonly number[]; title: string }) {
  const status = usePrintingStatus();
  const [open, setOpen] = useState(false);
  if ((status.data?.printers ?? []).length === 0) return null;
  return (
    <>
      <Button variant="outline" icon={<IconReload size={19} aria-hidden />} onClick={() => setOpen(true)}>
        {t.action}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t.title(title)}
        description={t.description}
        size="lg"
        footer={<Button onClick={() => setOpen(false)}>{t.close}</Button>}
      >
        {open ? <OrdersTickets orderIds={orderIds} /> : null}
      </Dialog>
    </>
  );
}
