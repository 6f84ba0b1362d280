import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'comandero.sidebar-collapsed';

/** Below this width (a tablet held upright) the menu starts collapsed, leaving the screen to the work. */
const NARROW_QUERY = '(max-width: 1023px)';

function read(): boolean {
  try {
    const stored = localStorage.getItem(SIDEBAR_STORAGE_KEY);
    if (stored !== null) return stored === '1';
    return window.matchMedia(NARROW_QUERY).matches;
  } catch {
    return false;
  }
}

/** The sidebar's collapsed state, kept in browser storage so it survives reloads (spec §4). */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(read);
  const toggle = useCallback(() => {
    setCollapsed((prev) => {
      const next = !prev;
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Private mode without storage: the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
