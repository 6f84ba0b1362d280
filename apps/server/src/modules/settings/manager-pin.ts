import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import {
  MANAGER_PIN_HASH_BYTES,
  MANAGER_PIN_ITERATIONS,
  MANAGER_PIN_SALT_BYTES,
  type ManagerPinVerifier,
} from '@comandero/contracts';

const derive = promisify(pbkdf2);

/**
 * Issue 22: the manager PIN's verifier, PBKDF2-SHA-256 with a random salt, in the form WebCrypto's
 * `deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)` repeats in the
 * browser, offline, to check a PIN typed at the POS. The PIN itself is never stored nor answered.
 * A 4–8 digit PIN is guessable by anyone holding the verifier: it guards a limit on a tablet the
 * staff already hold, not a secret; the server keeps trusting only what it checks itself.
 */
export async function managerPinVerifier(pin: string): Promise<ManagerPinVerifier> {
  const salt = randomBytes(MANAGER_PIN_SALT_BYTES);
  const hash = await derive(pin, salt, MANAGER_PIN_ITERATIONS, MANAGER_PIN_HASH_BYTES, 'sha256');
  return { salt: salt.toString('base64'), iterations: MANAGER_PIN_ITERATIONS, hash: hash.toString('base64') };
}
