import { readJson, removeJson, writeJson } from '../../lib/json-storage';
import { newId } from '../../lib/new-id';
import type { PosCartLine } from './cart-state';

/**
 * A saved cart (spec §3 Draft): nameRef, date, cart, plus an id to delete it by and (issue 21) the
 * courses marked en espera; each line keeps its own course in the cart. Older drafts have no holds.
 */
export type PosDraft = { id: string; nameRef: string; date: string; cart: PosCartLine[]; heldCourses?: number[] };

export const DRAFTS_STORAGE_KEY = 'comandero.pos-drafts';

const isDraftList = (value: unknown): value is unknown[] => Array.isArray(value);
const isDraft = (d: unknown): d is PosDraft =>
  !!d && typeof d === 'object' && typeof (d as PosDraft).id === 'string' && Array.isArray((d as PosDraft).cart);

export function readDrafts(): PosDraft[] {
  return (readJson(localStorage, DRAFTS_STORAGE_KEY, isDraftList) ?? []).filter(isDraft);
}

/** Thrown when the browser refuses to store the drafts (storage full or disabled). */
export class DraftStorageError extends Error {
  constructor() {
    super('drafts not stored');
    this.name = 'DraftStorageError';
  }
}

function writeDrafts(drafts: PosDraft[]): PosDraft[] {
  if (!writeJson(localStorage, DRAFTS_STORAGE_KEY, drafts)) throw new DraftStorageError();
  return drafts;
}

/** Newest first. Throws on an empty cart (the caller shows "Cart is empty!") or when storage is full. */
export function saveDraft(
  nameRef: string,
  cart: PosCartLine[],
  heldCourses: readonly number[] = [],
  now: Date = new Date(),
): PosDraft[] {
  if (cart.length === 0) throw new Error('empty cart');
  // Only holds of courses the cart has lines in: a hold without lines would come back on the next cart.
  const held = heldCourses.filter((c) => cart.some((l) => l.course_id === c));
  const draft: PosDraft = { id: newId(), nameRef: nameRef.trim(), date: now.toISOString(), cart, heldCourses: held };
  return writeDrafts([draft, ...readDrafts()]);
}

export function deleteDraft(id: string): PosDraft[] {
  return writeDrafts(readDrafts().filter((d) => d.id !== id));
}

export function deleteAllDrafts(): PosDraft[] {
  removeJson(localStorage, DRAFTS_STORAGE_KEY);
  return [];
}
