import { randomInt } from 'node:crypto';
import {
  CUSTOMER_DISPLAY_MESSAGES as M,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  type PairDisplayResponse,
  type PairingCodeResponse,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { HttpError, notFound } from '../../http/http-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { FailureLimiter } from '../../lib/failure-limiter.js';
import {
  deleteExpiredCodes,
  deleteTerminalCodes,
  deviceNameOf,
  insertCode,
  saveLink,
  takeCode,
} from './customer-display.repository.js';

/** A million codes, five minutes each: ten wrong ones per session every 15 minutes keeps guessing hopeless. */
const WRONG_CODES_ALLOWED = 10;
const WRONG_CODES_WINDOW_MS = 15 * 60_000;
const DRAW_ATTEMPTS = 5;

const drawCode = () => String(randomInt(0, 10 ** PAIRING_CODE_LENGTH)).padStart(PAIRING_CODE_LENGTH, '0');

export function customerDisplayService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const wrongCodes = new FailureLimiter(WRONG_CODES_ALLOWED, WRONG_CODES_WINDOW_MS);
  return {
    /** A fresh code for this terminal's screen; the terminal's previous code stops working. */
    async createCode(auth: AuthContext, terminalId: string): Promise<PairingCodeResponse> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS).toISOString();
      await deleteExpiredCodes(db, now.toISOString());
      await deleteTerminalCodes(db, terminalId);
      const label = await deviceNameOf(db, auth.sessionId);
      for (let attempt = 1; ; attempt++) {
        const code = drawCode();
        try {
          await insertCode(db, {
            code,
            terminal_id: terminalId,
            terminal_label: label,
            created_by: auth.user.id,
            created_at: now.toISOString(),
            expires_at: expiresAt,
          });
          return { code, expiresAt };
        } catch (err) {
          // Another terminal holds the drawn code right now: draw again.
          if (!isUniqueViolation(err) || attempt >= DRAW_ATTEMPTS) throw err;
        }
      }
    },

    /** Links this display's session to the code's terminal; the code is spent either way. */
    async pair(auth: AuthContext, code: string): Promise<PairDisplayResponse> {
      const now = clock.now();
      const key = `session:${auth.sessionId}`;
      if (!wrongCodes.reserve(key, now.getTime())) throw new HttpError(429, M.tooManyTries);
      const row = await takeCode(db, code);
      if (!row) throw notFound(M.codeUnknown);
      if (row.expires_at <= now.toISOString()) throw notFound(M.codeExpired);
      wrongCodes.release(key);
      await saveLink(db, {
        session_id: auth.sessionId,
        terminal_id: row.terminal_id,
        terminal_label: row.terminal_label,
        paired_at: now.toISOString(),
      });
      return { message: M.paired, terminalId: row.terminal_id, terminalLabel: row.terminal_label };
    },
  };
}

/** The terminal a display session follows (its socket's room), or null when it is not paired. */
export { linkedTerminalOf as followedTerminalOf } from './customer-display.repository.js';
