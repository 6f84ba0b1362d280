import type { CashDrawerReport } from '@comandero/contracts';
import { IconPrinter } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ErrorState, LoadingState } from '../../components/states';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { useDrawerReport } from './cash-drawer-api';
import { ReportBody, ReportSummary } from './report-body';
import { printCashReport } from './report-storage';

const T = cashDrawerText.report;

export function printOrWarn(report: CashDrawerReport, widthMm: 80 | 57): void {
  if (!printCashReport(report, widthMm)) toast.error(T.popupBlocked);
}

/** A report on screen with its print buttons: the store's paper first, the other width next to it. */
export function ReportDialog({ report, onClose }: { report: CashDrawerReport | null; onClose: () => void }) {
  const widths: (80 | 57)[] = report?.paperWidthMm === 57 ? [57, 80] : [80, 57];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={report?.kind === 'Z' ? T.z : T.x}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {T.close}
          </Button>
          {widths.map((w, i) => (
            <Button
              key={w}
              variant={i === 0 ? 'primary' : 'outline'}
              icon={<IconPrinter size={18} aria-hidden />}
              disabled={!report}
              onClick={() => report && printOrWarn(report, w)}
            >
              {w === 80 ? T.print80 : T.print57}
            </Button>
          ))}
        </>
      }
    >
      {report ? (
        <div className="flex flex-col gap-4">
          <ReportSummary report={report} />
          <ReportBody report={report} />
        </div>
      ) : (
        <LoadingState message={cashDrawerText.panel.loading} />
      )}
    </Dialog>
  );
}

/** The report of a session by id (the back office's reprint). */
export function SessionReportDialog({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const report = useDrawerReport(sessionId);
  if (report.isError) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={T.x} size="sm">
        <ErrorState
          message={cashDrawerText.panel.loadError}
          action={<Button onClick={() => void report.refetch()}>{cashDrawerText.panel.retry}</Button>}
        />
      </Dialog>
    );
  }
  return <ReportDialog report={report.data ?? null} onClose={onClose} />;
}
