import type { SessionUser } from '@comandero/contracts';
import { useRef, useState, type ComponentType } from 'react';
import { es } from '../../i18n/es';
import type { UserMenuDropdownProps } from './user-menu-dropdown';
import { USER_MENU_TRIGGER, UserMenuFace } from './user-menu-face';

type Dropdown = ComponentType<UserMenuDropdownProps>;
let loaded: Dropdown | null = null;
const loadDropdown = () => import('./user-menu-dropdown').then((m) => (loaded = m.UserMenuDropdown));

/**
 * The user menu of the top bar. Its dropdown (Radix, with the positioning library under it) is not
 * part of the first download: until it is needed, a button that looks the same stands in. The
 * pointer over it or the focus on it loads the menu, which then replaces it; a press that comes
 * before the menu has loaded is kept, and the menu opens as soon as it is there.
 */
export function UserMenu({ user, signOutGuard }: { user: SessionUser; signOutGuard?: () => Promise<boolean> }) {
  const [Real, setReal] = useState<Dropdown | null>(() => loaded);
  const [pressed, setPressed] = useState(false);
  const [takeFocus, setTakeFocus] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);

  const load = () => {
    loadDropdown().then(
      (dropdown) => {
        setTakeFocus(standIn.current !== null && document.activeElement === standIn.current);
        setReal(() => dropdown);
      },
      // Not loaded (offline): the stand-in stays, and the next hover, focus or press tries again.
      () => undefined,
    );
  };

  if (Real) return <Real user={user} pressed={pressed} takeFocus={takeFocus} signOutGuard={signOutGuard} />;
  return (
    <button
      ref={standIn}
      type="button"
      aria-label={es.shell.userMenu}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={USER_MENU_TRIGGER}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event) => {
        // The presses Radix's trigger answers: the main button without Ctrl.
        if (event.button !== 0 || event.ctrlKey) return;
        setPressed(true);
        load();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        setPressed(true);
        load();
      }}
    >
      <UserMenuFace user={user} />
    </button>
  );
}
