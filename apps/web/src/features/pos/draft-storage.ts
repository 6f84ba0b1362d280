import type { PosCartLine } from './cart-state';

/** A saved cart (spec §3 Draft): nameRef, date, cart, plus an id to delete it by. */
export type PosDraft = { id: string; nameRef: string; date: string; cart: PosCartLine[] };

export const DRAFTS_STORAGE_KEY = 'comandero.pos-drafts';

export function readDrafts(): PosDraft[] {
  try {
    const raw = localStorage.getItem(DRAFTS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? (parsed as PosDraft[]).filter((d) => d && typeof d.id === 'string' && Array.isArray(d.cart))
      : [];
  } catch {
    return [];
  }
}

function writeDrafts(drafts: PosDraft[]): PosDraft[] {
  localStorage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
  return drafts;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Newest first. Throws on an empty cart: the caller shows "Cart is empty!". */
export function saveDraft(nameRef: string, cart: PosCartLine[], now: Date = new Date()): PosDraft[] {
  if (cart.length === 0) throw new Error('empty cart');
  const draft: PosDraft = { id: newId(), nameRef: nameRef.trim(), date: now.toISOString(), cart };
  return writeDrafts([draft, ...readDrafts()]);
}

export function deleteDraft(id: string): PosDraft[] {
  return writeDrafts(readDrafts().filter((d) => d.id !== id));
}

export function deleteAllDrafts(): PosDraft[] {
  localStorage.removeItem(DRAFTS_STORAGE_KEY);
  return [];
}
