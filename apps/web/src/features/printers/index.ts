// The printers' public entry: Configuraciones mounts the page, the dashboard shell the print toasts,
// the orders screen the printers' live status, the POS whether its terminal prints on the network. Other features import only this file.
// The page is loaded on its first visit: a static export here would put it, its dialogs and their
// schemas in the POS's first chunk, since the POS and the shell import this entry (issue 22).
export const loadPrintersPage = () => import('./printers-page');
export { PrintFailedToasts } from './print-failed-toasts';
export { PrinterHealth } from './printer-health';
export { OrderTicketsAction } from './order-tickets';
export { useTerminalPrinting } from './terminal-printing';
// Configuraciones › Tiempos picks a course's categories with the same chips.
export { ChoiceChips } from './choice-chips';
