import type { DisplayState } from '@comandero/contracts';
import { terminalId } from '../../lib/terminal-id';

/**
 * The same-computer link: the POS posts each state on a BroadcastChannel named after its terminal,
 * and keeps the last one in localStorage so a display window opened (or reloaded) later starts from
 * the sale as it is. Nothing goes the other way: the display only listens.
 */
export const channelName = (terminal = terminalId()) => `comandero.customer-display.${terminal}`;
/** Where the POS keeps its last state; the display reads it (use-display-source.ts). */
export const lastStateKey = (terminal: string) => `comandero.customer-display.last.${terminal}`;
/** Set once this terminal has shown a pairing code: from then on it also sends its states to the server. */
const REMOTE_KEY = 'comandero.customer-display.remote';

export function openChannel(terminal = terminalId()): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName(terminal));
}

export function saveLastState(state: DisplayState, terminal = terminalId()): void {
  try {
    window.localStorage.setItem(lastStateKey(terminal), JSON.stringify(state));
  } catch {
    // Without storage a display opened later waits for the next change.
  }
}

export function remoteWanted(): boolean {
  try {
    return window.localStorage.getItem(REMOTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Fired on this window when the terminal starts sending to the server: the POS sends what it shows now. */
export const REMOTE_WANTED_EVENT = 'comandero:customer-display-remote';

export function wantRemote(): void {
  try {
    window.localStorage.setItem(REMOTE_KEY, '1');
  } catch {
    // The flag only saves sending states nobody follows.
  }
  window.dispatchEvent(new Event(REMOTE_WANTED_EVENT));
}
