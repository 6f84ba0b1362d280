import { useEffect, useState, type RefObject } from 'react';

/**
 * Puts one element (the kitchen board) in browser full screen, so a wall screen shows only the
 * tickets, without the shell around them.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  };
  return { active, supported, toggle };
}
