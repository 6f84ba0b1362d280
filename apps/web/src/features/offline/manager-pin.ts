/** The store's manager PIN verifier as /pos/init sends it (issue 22): PBKDF2-SHA-256, base64 salt and hash. */
export type PinVerifier = { salt: string; iterations: number; hash: string };

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Equal lengths and bytes, looking at every byte whatever the first difference. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Derives the PIN's hash with WebCrypto and compares it with the verifier; no verifier, no PIN can pass. */
export async function checkManagerPin(pin: string, verifier: PinVerifier | null): Promise<boolean> {
  if (!verifier || pin.length === 0) return false;
  const expected = fromBase64(verifier.hash);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(verifier.salt), iterations: verifier.iterations },
    key,
    expected.length * 8,
  );
  return sameBytes(new Uint8Array(bits), expected);
}
