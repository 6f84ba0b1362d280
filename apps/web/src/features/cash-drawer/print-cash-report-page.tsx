import { useState } from 'react';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { PrintSheet } from '../../print/print-sheet';
import { useAutoPrint } from '../../print/use-auto-print';
import { ReportBody } from './report-body';
import { readCashReport } from './report-storage';

/** /print-cash-report: the X or Z report the drawer panel left in browser storage, at 80 or 57 mm. */
export function PrintCashReportPage() {
  const [stored] = useState(readCashReport);
  useAutoPrint(stored !== null);
  if (!stored) return <p className="p-6 text-center text-sm text-stone-600">{cashDrawerText.report.missing}</p>;
  const { report, widthMm } = stored;
  return (
    <PrintSheet widthMm={widthMm} label={report.kind === 'Z' ? cashDrawerText.report.z : cashDrawerText.report.x}>
      <ReportBody report={report} variant="paper" />
    </PrintSheet>
  );
}
