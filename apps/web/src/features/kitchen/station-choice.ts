import { useState } from 'react';
import { readJson, removeJson, writeJson } from '../../lib/json-storage';

const KEY = 'comandero.kitchen.station';

const isStation = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The station this device's kitchen screen shows (issue 21), kept per device; null is "Todas". */
export function useStationChoice(): [number | null, (station: number | null) => void] {
  const [value, setValue] = useState(() => readJson(localStorage, KEY, isStation));
  const set = (next: number | null) => {
    if (next === null) removeJson(localStorage, KEY);
    else writeJson(localStorage, KEY, next);
    setValue(next);
  };
  return [value, set];
}
