import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'comandero.sidebar-collapsed';

function read(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The wide-screen sidebar's collapsed state, kept in browser storage so it survives reloads (spec §4).
 * Narrower screens do not read it: there the sidebar is an icon rail or a drawer (see DashboardLayout).
 */
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
