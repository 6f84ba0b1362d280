// The printers' public entry: Configuraciones mounts the page, the dashboard shell the print toasts,
// the orders screen the printers' live status, the POS whether its terminal prints on the network. Other features import only this file.
export { PrintersPage } from './printers-page';
export { PrintFailedToasts } from './print-failed-toasts';
export { PrinterHealth } from './printer-health';
export { OrderTicketsAction } from './order-tickets';
export { useTerminalPrinting } from './terminal-printing';
// Configuraciones › Tiempos picks a course's categories with the same chips.
export { ChoiceChips } from './choice-chips';
