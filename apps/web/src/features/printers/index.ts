import { lazy } from 'react';

// The printers' public entry: Configuraciones mounts the page, the dashboard shell the print toasts,
// the orders screen the printers' live status, the POS whether its terminal prints on the network. Other features import only this file.
// The POS and the shell import this entry, so what it exports statically is in the POS's first chunk
// (issue 22): the page loads on its first visit, and the orders screen's pieces load with that screen.
// Both draw nothing until the printing status has come, so `<Suspense fallback={null}>` shows what they
// show first anyway: no layout moves.
export const loadPrintersPage = () => import('./printers-page');
export const PrinterHealth = lazy(() => import('./printer-health').then((m) => ({ default: m.PrinterHealth })));
export const OrderTicketsAction = lazy(() =>
  import('./order-tickets').then((m) => ({ default: m.OrderTicketsAction })),
);
export { PrintFailedToasts } from './print-failed-toasts';
export { useTerminalPrinting } from './terminal-printing';
