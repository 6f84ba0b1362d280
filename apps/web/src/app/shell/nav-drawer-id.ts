/** The drawer's element id, for aria-controls on the buttons that open it (kept apart so they need not load it). */
export const NAV_DRAWER_ID = 'app-nav-drawer';
