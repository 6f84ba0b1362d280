import { toMinor, type Invoice } from '@comandero/contracts';
import { IconChevronDown, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { IconButton } from '../../components/icon-button';
import { invoiceVoidText, invoicesText as t } from '../../i18n/invoices';
import { floorText } from '../../i18n/orders';
import { cn } from '../../lib/cn';
import { formatDateTime, formatMoney } from '../../lib/format';
import { InvoiceDetails } from './invoice-details';

export type InvoicesTableProps = {
  invoices: Invoice[];
  currency: string;
  emptyMessage: string;
  onReprint: (invoice: Invoice) => void;
  /** The invoice whose receipt is being prepared. */
  printing: number | null;
};

const serviceOf = (type: string) => floorText.service[type as keyof typeof floorText.service] ?? type;

/** Invoices, newest first; a row opens to show its orders. */
export function InvoicesTable({ invoices, currency, emptyMessage, onReprint, printing }: InvoicesTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: DataTableColumn<Invoice>[] = [
    {
      key: 'invoice',
      header: t.columns.invoice,
      render: (i) => {
        const expanded = open.has(i.invoice_id);
        return (
          <button
            type="button"
            aria-expanded={expanded}
            aria-label={expanded ? t.hideOrders(i.invoice_id) : t.showOrders(i.invoice_id)}
            onClick={() => toggle(i.invoice_id)}
            className="-mx-2 flex min-h-11 items-center gap-2 rounded-lg px-2 text-left hover:bg-stone-900/5"
          >
            <IconChevronDown
              size={18}
              aria-hidden
              className={cn('shrink-0 text-stone-500 transition-transform', expanded && 'rotate-180')}
            />
            {/* Long names wrap anywhere: one unbroken name must not push the reprint button off a phone. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="block font-semibold text-stone-900">{t.invoiceNo(i.invoice_id)}</span>
              <span className="block text-sm text-stone-500">{formatDateTime(i.created_at)}</span>
              {/* Phones hide the customer column: the name travels with the number. */}
              <span className="block text-sm text-stone-700 sm:hidden">{i.name ?? t.walkin}</span>
            </span>
          </button>
        );
      },
    },
    {
      key: 'customer',
      header: t.columns.customer,
      className: 'hidden sm:table-cell',
      render: (i) => (
        <>
          <span className="block font-medium [overflow-wrap:anywhere] text-stone-800">{i.name ?? t.walkin}</span>
          <span className="block text-sm text-stone-500">
            {[i.customer_id, i.table_title ?? serviceOf(i.delivery_type)].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      key: 'payment',
      header: t.columns.payment,
      className: 'hidden sm:table-cell',
      render: (i) => (
        <>
          <span className="block text-stone-800">{i.payment_type}</span>
          {/* A split bill's invoice may name no order: the table's orders went to the one that closed it. */}
          <span className="block text-sm text-stone-500">{i.bill_label ?? t.ordersCount(i.orders.length)}</span>
        </>
      ),
    },
    {
      key: 'total',
      header: t.columns.total,
      align: 'right',
      render: (i) => (
        <>
          {/* An annulled sale keeps its number and amount, struck through: it counts in no total. */}
          <span
            className={cn(
              'block font-semibold whitespace-nowrap tabular-nums',
              i.voided_at ? 'text-stone-500 line-through' : 'text-stone-900',
            )}
          >
            {formatMoney(toMinor(i.total), currency)}
          </span>
          {i.voided_at ? (
            <Badge tone="danger" className="mt-1">
              {invoiceVoidText.voided}
            </Badge>
          ) : null}
          <span className="block text-sm text-stone-500 sm:hidden">{i.payment_type}</span>
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t.columns.actions}</span>,
      align: 'right',
      className: 'w-16',
      render: (i) => (
        <IconButton
          label={t.reprint(i.invoice_id)}
          variant="outline"
          disabled={printing === i.invoice_id}
          icon={<IconPrinter size={20} aria-hidden />}
          onClick={() => onReprint(i)}
        />
      ),
    },
  ];

  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={invoices}
      rowKey={(i) => i.invoice_id}
      emptyMessage={emptyMessage}
      minWidthClassName="min-w-0 sm:min-w-[600px]"
      renderExpanded={(i) => (open.has(i.invoice_id) ? <InvoiceDetails invoice={i} currency={currency} /> : null)}
    />
  );
}
