import { PAIRING_CODE_PATTERN } from '@comandero/contracts';

/** The customer display's address (issue 21); its pairing address adds `?code=` and the six digits. */
export const CUSTOMER_DISPLAY_PATH = '/display/customer';

/** The pairing code of an address's query, when it holds a well-formed one. */
export function pairingCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('code');
  return code !== null && PAIRING_CODE_PATTERN.test(code) ? code : null;
}

/**
 * Where a signed-out visitor of `location` is sent to sign in: a display opened at its pairing
 * address (a scanned QR) keeps its code on the sign-in page, so signing in brings it back to pair.
 */
export function signInPathFor(location: { pathname: string; search: string }): string {
  const code = location.pathname === CUSTOMER_DISPLAY_PATH ? pairingCodeOf(location.search) : null;
  return code ? `/?code=${code}` : '/';
}

/**
 * After signing in (or on opening the sign-in page with a session): the pairing the sign-in page
 * was opened for, or null for the user's landing page. Only a six-digit code is carried, never an
 * address, so the sign-in page cannot be made to send anyone elsewhere.
 */
export function pairingReturnOf(search: string): string | null {
  const code = pairingCodeOf(search);
  return code ? `${CUSTOMER_DISPLAY_PATH}?code=${code}` : null;
}
