import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PosCartLine } from './cart-state';
import {
  deleteAllDrafts,
  deleteDraft,
  DraftStorageError,
  DRAFTS_STORAGE_KEY,
  readDrafts,
  saveDraft,
} from './draft-storage';

const line = { id: 1, title: 'Café tinto', price: 2500, quantity: 2, notes: null, key: '1||' } as PosCartLine;

afterEach(() => vi.restoreAllMocks());

describe('POS drafts in browser storage', () => {
  it('saves drafts newest first with nameRef, date and cart, and refuses an empty cart', () => {
    saveDraft('Mesa 4', [line], [], new Date('2026-11-22T15:00:00Z'));
    const drafts = saveDraft('  Juan  ', [line, { ...line, key: '2||', id: 2 }], [], new Date('2026-11-22T16:00:00Z'));
    expect(drafts.map((d) => [d.nameRef, d.date, d.cart.length])).toEqual([
      ['Juan', '2026-11-22T16:00:00.000Z', 2],
      ['Mesa 4', '2026-11-22T15:00:00.000Z', 1],
    ]);
    expect(readDrafts()).toEqual(drafts);
    expect(() => saveDraft('x', [])).toThrow();
    expect(readDrafts()).toHaveLength(2);
  });

  it('deletes one draft or all of them', () => {
    saveDraft('A', [line]);
    const [b, a] = saveDraft('B', [line]);
    expect(deleteDraft(b.id).map((d) => d.nameRef)).toEqual(['A']);
    expect(readDrafts().map((d) => d.id)).toEqual([a.id]);
    expect(deleteAllDrafts()).toEqual([]);
    expect(readDrafts()).toEqual([]);
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(DRAFTS_STORAGE_KEY, '{not json');
    expect(readDrafts()).toEqual([]);
    localStorage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify({ a: 1 }));
    expect(readDrafts()).toEqual([]);
  });

  it('reports a full storage and keeps the drafts it had', () => {
    saveDraft('A', [line]);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveDraft('B', [line])).toThrow(DraftStorageError);
    expect(readDrafts().map((d) => d.nameRef)).toEqual(['A']);
  });
});
