import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2): ~10 ms here, far beyond brute force reach.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Burns the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hashPassword('no-such-user-password');
  await verifyPassword(await dummy, password);
}
