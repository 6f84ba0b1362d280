import { PRINTER_COLUMNS, type Printer, type PrinterStatus } from '@comandero/contracts';
import { IconCircleCheck, IconAlertTriangle, IconPrinter } from '@tabler/icons-react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { es } from '../../i18n/es';
import { printersText } from '../../i18n/printers';
import { errorMessage } from '../../lib/api-error';
import { RouteCard } from './route-card';
import { PrinterLastError, PrinterStatusBadges } from './printer-status';
import { useTestPrinter } from './printers-api';

const t = printersText.printers;

export type PrinterCardProps = {
  printer: Printer;
  onEdit: () => void;
  onDelete: () => void;
  /** Live status from the print queue, when the server reports it. */
  status?: PrinterStatus;
};

/** One printer: where it is, its paper and code page, the test-page button and the printer's answer. */
export function PrinterCard({ printer, onEdit, onDelete, status }: PrinterCardProps) {
  const test = useTestPrinter();
  return (
    <RouteCard
      name={printer.name}
      icon={<IconPrinter size={20} className="mt-0.5 shrink-0 text-stone-500" aria-hidden />}
      texts={t}
      onEdit={onEdit}
      onDelete={onDelete}
      data={{ 'data-printer-id': printer.id }}
    >
      <p className="-mt-2 font-mono text-sm text-stone-600 [overflow-wrap:anywhere]">
        <span className="sr-only">{t.address}: </span>
        {printer.host}:{printer.port}
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge>{`${t.paper(printer.paperWidth)} · ${PRINTER_COLUMNS[printer.paperWidth]} col.`}</Badge>
        <Badge>{t.codePageShort[printer.codePage] ?? printer.codePage}</Badge>
        {printer.hasCashDrawer ? <Badge tone="info">{t.cashDrawer}</Badge> : null}
        {status ? <PrinterStatusBadges status={status} /> : null}
      </div>
      {status ? <PrinterLastError status={status} /> : null}
      <Button
        variant="outline"
        fullWidth
        icon={<IconPrinter size={18} aria-hidden />}
        loading={test.isPending}
        onClick={() => test.mutate(printer.id)}
      >
        {test.isPending ? t.testing : t.test}
      </Button>
      <TestOutcome test={test} />
    </RouteCard>
  );
}

function TestOutcome({ test }: { test: ReturnType<typeof useTestPrinter> }) {
  if (test.isPending || test.isIdle) return null;
  if (test.isSuccess && test.data.ok) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm font-medium text-emerald-800"
      >
        <IconCircleCheck size={18} className="mt-px shrink-0" aria-hidden />
        {t.testOk}
      </p>
    );
  }
  const message =
    test.isSuccess && !test.data.ok ? test.data.message : errorMessage(test.error, es.common.somethingWrong);
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700"
    >
      <IconAlertTriangle size={18} className="mt-px shrink-0" aria-hidden />
      <span>
        <span className="sr-only">{t.testFailed} </span>
        {message}
      </span>
    </p>
  );
}
