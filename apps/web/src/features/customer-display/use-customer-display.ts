import type { DisplayState } from '@comandero/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { socket, emitWhenConnected } from '../../lib/socket';
import { terminalId } from '../../lib/terminal-id';
import { openChannel, REMOTE_WANTED_EVENT, remoteWanted, saveLastState } from './display-channel';
import { displayStateOf, type DisplayInput, type PaidView } from './display-state';

function sendToServer(state: DisplayState): void {
  const payload = { terminalId: terminalId(), state };
  if (socket.connected) socket.emit('customer_display_publish', payload);
  else emitWhenConnected('customer_display_publish', payload);
}

/** How long the thanks stay up when no new sale starts. */
const THANKS_MS = 20_000;

/**
 * The POS's publisher (issue 21): each change of the sale becomes the customer display's state,
 * posted to the same computer's display window at once and, once this terminal was offered for
 * pairing, to the server for the displays paired with it. It runs in an effect after the render the
 * cashier's tap caused, so the display hears within the same frame.
 */
export function useCustomerDisplay(input: Omit<DisplayInput, 'paid'>): { showPaid: (paid: PaidView) => void } {
  const channel = useRef<BroadcastChannel | null>(null);
  const seq = useRef(0);
  const last = useRef<DisplayState | null>(null);
  useEffect(() => {
    channel.current = openChannel();
    // A code was just shown: the server gets the sale as it is, for the display about to pair.
    const sendLast = () => last.current && sendToServer(last.current);
    window.addEventListener(REMOTE_WANTED_EVENT, sendLast);
    return () => {
      window.removeEventListener(REMOTE_WANTED_EVENT, sendLast);
      channel.current?.close();
      channel.current = null;
    };
  }, []);

  const [paid, setPaid] = useState<PaidView | null>(null);
  useEffect(() => {
    if (!paid) return;
    const id = window.setTimeout(() => setPaid(null), THANKS_MS);
    return () => window.clearTimeout(id);
  }, [paid]);
  const { cart, priced, totals, store, currency, paying } = input;
  // The next sale's first line ends the thanks.
  if (paid && cart.length > 0 && !paying) setPaid(null);
  const { name, logo } = store;
  useEffect(() => {
    seq.current += 1;
    const state = displayStateOf({ cart, priced, totals, store: { name, logo }, currency, paying, paid }, seq.current);
    last.current = state;
    channel.current?.postMessage(state);
    saveLastState(state);
    if (remoteWanted()) sendToServer(state);
  }, [cart, priced, totals, name, logo, currency, paying, paid]);
  return { showPaid: useCallback((p: PaidView) => setPaid(p), []) };
}
