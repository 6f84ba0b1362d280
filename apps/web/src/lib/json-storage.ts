/**
 * JSON values in Web Storage. Storage can be disabled, full or hold anything another version of the
 * app wrote, so reads validate and never throw, and writes report whether they stuck.
 */
export function readJson<T>(storage: Storage, key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

/** False when the browser refused the write (quota exceeded or storage disabled). */
export function writeJson(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeJson(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}
