import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Printing starts 400 ms after load (spec §2, §9), once the page has painted. */
export const PRINT_DELAY_MS = 400;

export function pageWidthMm(pageFormat: number | null | undefined): 80 | 57 {
  return pageFormat === 57 ? 57 : 80;
}

/**
 * A thermal-printer sheet: the page is exactly the paper width (80 or 57 mm) on screen and in
 * print, with the @page rule telling the printer the same.
 */
export function PrintSheet({ widthMm, children, label }: { widthMm: 80 | 57; children: ReactNode; label: string }) {
  return (
    <>
      <style>{`@page { size: ${widthMm}mm auto; margin: 0 }
html, body { background: #fff; }
@media print { html, body { margin: 0; } }`}</style>
      <main
        aria-label={label}
        data-page-format={widthMm}
        data-testid="print-sheet"
        style={{ width: `${widthMm}mm` }}
        className={cn(
          'bg-white px-[3mm] py-[4mm] font-mono leading-snug text-black',
          widthMm === 57 ? 'text-[10px]' : 'text-[11px]',
        )}
      >
        {children}
      </main>
    </>
  );
}
