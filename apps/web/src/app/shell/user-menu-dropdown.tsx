import type { SessionUser } from '@comandero/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { IconDevices, IconLifebuoy, IconLogout, IconUser, type Icon } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { useLogout } from './use-logout';
import { USER_MENU_TRIGGER, UserMenuFace } from './user-menu-face';

const ITEM = 'flex min-h-11 items-center gap-3 rounded-lg px-3 text-[15px] outline-none select-none';

export type UserMenuDropdownProps = {
  user: SessionUser;
  /**
   * The stand-in button was pressed before this loaded: open at once, as that press would have (a
   * key press focuses the menu rather than its first item, as Radix could not see the key).
   */
  pressed: boolean;
  /** The stand-in button had the focus: this button takes it over. */
  takeFocus: boolean;
  /** Answers false when signing out must wait (issue 22: orders still on the device), having said why. */
  signOutGuard?: () => Promise<boolean>;
};

/** The user menu itself (Radix), which UserMenu loads when it is first about to be used. */
export function UserMenuDropdown({ user, pressed, takeFocus, signOutGuard }: UserMenuDropdownProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Opening, the menu takes the focus itself and gives it back to this button when it closes.
    if (takeFocus && !pressed) trigger.current?.focus();
    // Only what the stand-in handed over on mounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const links: Array<{ label: string; to: string; icon: Icon }> = [
    { label: es.shell.profile, to: '/dashboard/profile', icon: IconUser },
    { label: es.shell.devices, to: '/dashboard/devices', icon: IconDevices },
    { label: es.shell.support, to: '/dashboard/contact-support', icon: IconLifebuoy },
  ];
  return (
    <Menu.Root modal={false} defaultOpen={pressed}>
      <Menu.Trigger ref={trigger} aria-label={es.shell.userMenu} className={USER_MENU_TRIGGER}>
        <UserMenuFace user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-pop data-[state=open]:animate-pop-in"
        >
          <div className="px-3 pt-2 pb-2.5">
            <p className="truncate text-sm font-semibold text-stone-900">{user.name}</p>
            <p className="truncate text-xs text-stone-500">@{user.username}</p>
          </div>
          <Menu.Separator className="my-1 h-px bg-stone-100" />
          {links.map(({ label, to, icon: ItemIcon }) => (
            <Menu.Item
              key={to}
              className={cn(ITEM, 'text-stone-700 data-[highlighted]:bg-stone-100 data-[highlighted]:text-stone-900')}
              onSelect={() => void navigate(to)}
            >
              <ItemIcon size={19} className="text-stone-500" aria-hidden />
              {label}
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1 h-px bg-stone-100" />
          <Menu.Item
            className={cn(ITEM, 'text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700')}
            disabled={logout.isPending}
            onSelect={() => {
              if (!signOutGuard) logout.mutate();
              else void signOutGuard().then((allowed) => allowed && logout.mutate());
            }}
          >
            <IconLogout size={19} aria-hidden />
            {es.shell.logout}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
