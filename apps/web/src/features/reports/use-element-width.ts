import { useCallback, useState } from 'react';

/**
 * The content width of the element the returned ref is put on, kept current as it resizes, so an
 * SVG can be drawn in real pixels (a stretched viewBox would squash its text).
 */
export function useElementWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      const measure = () => setWidth(el.clientWidth || fallback);
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(measure);
      observer.observe(el);
      // React 19 runs a ref callback's returned cleanup when the element goes away.
      return () => observer.disconnect();
    },
    [fallback],
  );
  return [ref, width] as const;
}
