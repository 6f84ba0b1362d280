import { PRINTING_API } from '@comandero/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { withToast } from '../../lib/toast';
import { printersKeys } from './printers-keys';

/** A terminal's printer is set in Configuraciones, rarely: asked once a minute at most. */
const TERMINAL_PRINTER_STALE_MS = 60_000;

export type TerminalPrinting = {
  /** This terminal prints its receipts and token slips on a network printer (the server prints them). */
  networkPrinter: boolean;
  /** "Imprimir turno" on that printer, through the print queue. */
  printTokenSlip: (orderId: number) => void;
};

/**
 * For the POS: whether this terminal (its X-Terminal-Id) has a network receipt printer. With one,
 * the server prints the paid receipt by itself and the token slip on request, and the browser's
 * print window is not opened; a store without printers keeps printing in the browser.
 */
export function useTerminalPrinting(): TerminalPrinting {
  const printer = useQuery({
    queryKey: printersKeys.terminal,
    queryFn: () => apiCall(PRINTING_API.terminalPrinter),
    staleTime: TERMINAL_PRINTER_STALE_MS,
  });
  const slip = useMutation({
    mutationFn: withToast((orderId: number) => apiCall(PRINTING_API.tokenSlip, { body: { orderId } })),
  });
  return {
    networkPrinter: printer.data?.receiptPrinter === true,
    printTokenSlip: (orderId) => slip.mutate(orderId),
  };
}
