import { TERMINAL_ID_HEADER, TERMINAL_ID_PATTERN } from '@comandero/contracts';
import { newId } from './new-id';

export const TERMINAL_ID_KEY = 'comandero.terminal-id';

let memory: string | null = null;

/**
 * This browser's terminal: the id its cash drawer is kept under (issue 11). It lives in
 * localStorage, not in the sign-in session, so the drawer stays when one cashier signs out and the
 * next signs in on the same tablet. Without storage it lasts as long as the page.
 */
export function terminalId(): string {
  if (memory) return memory;
  try {
    const stored = window.localStorage.getItem(TERMINAL_ID_KEY);
    if (stored && TERMINAL_ID_PATTERN.test(stored)) return (memory = stored);
    memory = newId();
    window.localStorage.setItem(TERMINAL_ID_KEY, memory);
  } catch {
    memory ??= newId();
  }
  return memory;
}

/** Sent with every API call: the server attaches payments to this terminal's open drawer. */
export function terminalHeaders(): Record<string, string> {
  return { [TERMINAL_ID_HEADER]: terminalId() };
}
