import { useState } from 'react';
import { readJson, removeJson, writeJson } from '../../lib/json-storage';

/** The order this kitchen screen finished last, kept across a reload so it can still be recalled. */
export type LastBumped = { orderId: number; tokenNo: number };

const KEY = 'comandero.kitchen.last-bumped';

const isLastBumped = (v: unknown): v is LastBumped =>
  !!v && typeof (v as LastBumped).orderId === 'number' && typeof (v as LastBumped).tokenNo === 'number';

export function useLastBumped(): [LastBumped | null, (value: LastBumped | null) => void] {
  const [value, setValue] = useState(() => readJson(localStorage, KEY, isLastBumped));
  const set = (next: LastBumped | null) => {
    if (next) writeJson(localStorage, KEY, next);
    else removeJson(localStorage, KEY);
    setValue(next);
  };
  return [value, set];
}
