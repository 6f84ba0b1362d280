import type { DisplayToken } from '@comandero/contracts';
import { useEffect, useRef, useState } from 'react';

const FRESH_MS = 12_000;

/**
 * Order ids that entered the ready column within the last few seconds. Tokens ready when the
 * screen opened are not fresh: only a change in front of the customers should flash.
 */
export function useFreshReady(ready: DisplayToken[] | undefined): ReadonlySet<number> {
  const seen = useRef<Set<number> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!ready) return;
    const ids = new Set(ready.map((t) => t.order_id));
    const previous = seen.current;
    seen.current = ids;
    if (!previous) return;
    const added = [...ids].filter((id) => !previous.has(id));
    if (added.length === 0) return;
    setFresh((f) => new Set([...f, ...added]));
    const timer = window.setTimeout(
      () => setFresh((f) => new Set([...f].filter((id) => !added.includes(id)))),
      FRESH_MS,
    );
    return () => window.clearTimeout(timer);
  }, [ready]);
  return fresh;
}
