import { describe, expect, it } from 'vitest';
import { newEntry } from '../../test/outbox-entries';
import { checkManagerPin, type PinVerifier } from './manager-pin';
import type { OutboxEntry } from './outbox';
import { offlinePaymentGate, type OfflineSettings } from './payment-gate';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** What the server would send for `pin`, made here with the same primitive. */
async function verifierFor(pin: string, iterations = 1_000): Promise<PinVerifier> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return { salt: toBase64(salt), iterations, hash: toBase64(new Uint8Array(bits)) };
}

describe('manager PIN', () => {
  it('accepts the right PIN and refuses a wrong, an empty or an unset one', async () => {
    const verifier = await verifierFor('4821');
    expect(await checkManagerPin('4821', verifier)).toBe(true);
    expect(await checkManagerPin('4822', verifier)).toBe(false);
    expect(await checkManagerPin('', verifier)).toBe(false);
    expect(await checkManagerPin('4821', null)).toBe(false);
  });
});

const cash = { id: 1, title: 'Efectivo' };
const card = { id: 2, title: 'Tarjeta' };
const queuedPay = (total: number): OutboxEntry => ({
  ...newEntry({ route: 'pay', total }),
  id: 1,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
});

describe('offline payment gate', () => {
  const pin: PinVerifier = { salt: 'AA==', iterations: 1, hash: 'AA==' };
  const settings = (over: Partial<OfflineSettings> = {}): OfflineSettings => ({
    paymentsAllowed: true,
    queueLimit: 100_000,
    managerPin: pin,
    ...over,
  });

  it('refuses card and transfer payments before anything is queued', () => {
    expect(offlinePaymentGate(card, 1_000, [], settings())).toMatchObject({ allowed: false });
    expect(offlinePaymentGate({ id: 3, title: 'Transferencia' }, 1_000, [], undefined)).toMatchObject({
      allowed: false,
    });
  });

  it('refuses every payment where the store forbids offline payments', () => {
    expect(offlinePaymentGate(cash, 1, [], settings({ paymentsAllowed: false }))).toEqual({
      allowed: false,
      message: 'La tienda no permite registrar pagos sin conexión.',
    });
  });

  it('allows cash up to the limit counting the payments already queued, then asks for the PIN', () => {
    // Limit 100.000 pesos = 10.000.000 centavos; 6.000.000 already waiting.
    const queued = [queuedPay(6_000_000), { ...queuedPay(9_000_000), route: 'kitchen' as const }];
    expect(offlinePaymentGate(cash, 4_000_000, queued, settings())).toEqual({ allowed: true });
    expect(offlinePaymentGate(cash, 4_000_001, queued, settings())).toEqual({
      allowed: 'pin',
      limitMinor: 10_000_000,
      verifier: pin,
    });
    expect(offlinePaymentGate(cash, 4_000_001, queued, settings({ managerPin: null }))).toMatchObject({
      allowed: false,
    });
    expect(offlinePaymentGate(cash, 99_000_000, queued, settings({ queueLimit: null }))).toEqual({ allowed: true });
  });
});
