import { useState } from 'react';
import { readJson, removeJson, writeJson } from '../../lib/json-storage';

/** A ticket this kitchen screen finished, at a station (null: all of them). */
export type LastBumped = { orderId: number; tokenNo: number; station: number | null; at: string };

/** How many finished tickets the screen keeps to recall (issue 21). */
export const RECALL_LIMIT = 20;

const KEY = 'comandero.kitchen.bumped';
const OLD_KEY = 'comandero.kitchen.last-bumped';

const isLastBumped = (v: unknown): v is LastBumped => {
  const b = v as LastBumped;
  return (
    !!b &&
    typeof b.orderId === 'number' &&
    typeof b.tokenNo === 'number' &&
    (b.station === null || typeof b.station === 'number') &&
    typeof b.at === 'string'
  );
};
const isList = (v: unknown): v is LastBumped[] => Array.isArray(v) && v.every(isLastBumped);

/**
 * The last tickets this screen finished, newest first, kept across a reload so they can still be
 * recalled. A ticket finished again moves to the top instead of appearing twice.
 */
export function useLastBumped() {
  const [list, setList] = useState<LastBumped[]>(() => {
    removeJson(localStorage, OLD_KEY);
    return readJson(localStorage, KEY, isList) ?? [];
  });
  const save = (next: LastBumped[]) => {
    writeJson(localStorage, KEY, next);
    setList(next);
  };
  const same = (a: LastBumped, b: Pick<LastBumped, 'orderId' | 'station'>) =>
    a.orderId === b.orderId && a.station === b.station;
  return {
    list,
    add: (entry: LastBumped) => save([entry, ...list.filter((b) => !same(b, entry))].slice(0, RECALL_LIMIT)),
    remove: (entry: Pick<LastBumped, 'orderId' | 'station'>) => save(list.filter((b) => !same(b, entry))),
  };
}
