import type { CashDrawerSessionView } from '@comandero/contracts';
import { IconArrowDown, IconArrowUp, IconLock, IconPrinter } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ErrorState, LoadingState } from '../../components/states';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { formatDateTime } from '../../lib/format';
import { useDrawerReport } from './cash-drawer-api';
import { ReportBody, ReportSummary } from './report-body';
import { printOrWarn } from './report-dialog';

const T = cashDrawerText.panel;

export type PanelAction = 'in' | 'out' | 'close';

/**
 * The open drawer: its X report as of now, and the actions of the shift. Closing is in the footer,
 * so it is reachable without scrolling on every screen size.
 */
export function DrawerPanel({
  session,
  onAction,
  onClose,
}: {
  session: CashDrawerSessionView;
  onAction: (action: PanelAction) => void;
  onClose: () => void;
}) {
  const report = useDrawerReport(session.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={T.title}
      description={T.summary(session.openedBy ?? '—', formatDateTime(session.openedAt))}
      size="lg"
      footer={
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:justify-end sm:gap-3">
          <Button variant="outline" icon={<IconArrowDown size={18} aria-hidden />} onClick={() => onAction('in')}>
            {T.cashIn}
          </Button>
          <Button variant="outline" icon={<IconArrowUp size={18} aria-hidden />} onClick={() => onAction('out')}>
            {T.cashOut}
          </Button>
          <Button
            variant="outline"
            icon={<IconPrinter size={18} aria-hidden />}
            disabled={!report.data}
            onClick={() => report.data && printOrWarn(report.data, report.data.paperWidthMm)}
          >
            {T.xReport}
          </Button>
          <Button variant="danger" icon={<IconLock size={18} aria-hidden />} onClick={() => onAction('close')}>
            {T.close}
          </Button>
        </div>
      }
    >
      {report.data ? (
        <div className="flex flex-col gap-4">
          <ReportSummary report={report.data} />
          <ReportBody report={report.data} />
        </div>
      ) : report.isError ? (
        <ErrorState message={T.loadError} action={<Button onClick={() => void report.refetch()}>{T.retry}</Button>} />
      ) : (
        <LoadingState message={T.loading} />
      )}
    </Dialog>
  );
}
