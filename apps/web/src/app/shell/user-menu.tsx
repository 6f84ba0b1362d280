import type { SessionUser } from '@comandero/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { IconChevronDown, IconDevices, IconLifebuoy, IconLogout, IconUser, type Icon } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { initials } from '../../lib/format';
import { useLogout } from './use-logout';

const ITEM = 'flex min-h-11 items-center gap-3 rounded-lg px-3 text-[15px] outline-none select-none';

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const links: Array<{ label: string; to: string; icon: Icon }> = [
    { label: es.shell.profile, to: '/dashboard/profile', icon: IconUser },
    { label: es.shell.devices, to: '/dashboard/devices', icon: IconDevices },
    { label: es.shell.support, to: '/dashboard/contact-support', icon: IconLifebuoy },
  ];
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={es.shell.userMenu}
        className="flex h-11 items-center gap-2.5 rounded-xl pr-2 pl-1 text-left transition-colors hover:bg-stone-900/5 data-[state=open]:bg-stone-900/5"
      >
        <span className="grid size-9 place-items-center rounded-lg bg-stone-900 text-xs font-bold text-white">
          {initials(user.name)}
        </span>
        <span className="hidden min-w-0 flex-col leading-tight md:flex">
          <span className="max-w-40 truncate text-sm font-semibold text-stone-900">{user.name}</span>
          <span className="max-w-40 truncate text-xs text-stone-500">
            {user.designation ?? user.role.toUpperCase()}
          </span>
        </span>
        <IconChevronDown size={16} className="text-stone-500" aria-hidden />
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
            onSelect={() => logout.mutate()}
          >
            <IconLogout size={19} aria-hidden />
            {es.shell.logout}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
