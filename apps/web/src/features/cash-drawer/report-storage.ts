import type { CashDrawerReport } from '@comandero/contracts';
import { readJson, removeJson, writeJson } from '../../lib/json-storage';
import { PRINT_WINDOW_FEATURES } from '../../lib/pos-storage';

export const CASH_REPORT_STORAGE_KEY = 'comandero.cash-report';
export const CASH_REPORT_PRINT_PATH = '/print-cash-report';

export type StoredCashReport = { report: CashDrawerReport; widthMm: 80 | 57 };

function isStored(value: unknown): value is StoredCashReport {
  const v = value as StoredCashReport | null;
  return !!v && (v.widthMm === 80 || v.widthMm === 57) && !!v.report && typeof v.report.session?.id === 'number';
}

export function readCashReport(): StoredCashReport | null {
  return readJson(localStorage, CASH_REPORT_STORAGE_KEY, isStored);
}

/**
 * Hands the report to the print popup the way receipts go (browser storage), and opens it. False
 * when the browser blocked the popup; a refused write drops the previous report so it never prints.
 */
export function printCashReport(report: CashDrawerReport, widthMm: 80 | 57): boolean {
  if (!writeJson(localStorage, CASH_REPORT_STORAGE_KEY, { report, widthMm })) {
    removeJson(localStorage, CASH_REPORT_STORAGE_KEY);
  }
  return window.open(CASH_REPORT_PRINT_PATH, '_blank', PRINT_WINDOW_FEATURES) !== null;
}
