import type { SessionUser, SidebarLink } from '@comandero/contracts';
import {
  IconCalendarEvent,
  IconCashRegister,
  IconChartBar,
  IconChefHat,
  IconClipboardList,
  IconFileInvoice,
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSettings,
  IconUserCog,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { IconButton } from '../../components/icon-button';
import { Logo } from '../../components/logo';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { initials } from '../../lib/format';
import { visibleSidebarLinks } from './navigation';

const ICONS: Record<string, Icon> = {
  '/dashboard/home': IconLayoutDashboard,
  '/dashboard/pos': IconCashRegister,
  '/dashboard/orders': IconClipboardList,
  '/dashboard/kitchen': IconChefHat,
  '/dashboard/reservation': IconCalendarEvent,
  '/dashboard/customers': IconUsers,
  '/dashboard/invoices': IconFileInvoice,
  '/dashboard/users': IconUserCog,
  '/dashboard/reports': IconChartBar,
  '/dashboard/settings': IconSettings,
};

const SECTIONS: Array<{ id: SidebarLink['section']; heading: string | null }> = [
  { id: 'main', heading: null },
  { id: 'offers', heading: es.shell.sectionOffers },
  { id: 'backoffice', heading: es.shell.sectionBackOffice },
];

export type SidebarProps = { user: SessionUser; collapsed: boolean; onToggle: () => void };

export function Sidebar({ user, collapsed, onToggle }: SidebarProps) {
  const links = visibleSidebarLinks(user);
  const toggleLabel = collapsed ? es.shell.expandSidebar : es.shell.collapseSidebar;
  return (
    <aside
      id="app-sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col bg-espresso-900 text-stone-300 transition-[width] duration-200',
        collapsed ? 'w-[84px]' : 'w-[260px]',
      )}
    >
      <div className={cn('flex items-center gap-2 px-4 pt-4 pb-3', collapsed ? 'flex-col' : 'justify-between')}>
        <Logo variant={collapsed ? 'mark' : 'full'} tone="light" />
        <IconButton
          label={toggleLabel}
          variant="dark"
          aria-expanded={!collapsed}
          aria-controls="app-sidebar-nav"
          onClick={onToggle}
          icon={
            collapsed ? (
              <IconLayoutSidebarLeftExpand size={22} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
            )
          }
        />
      </div>

      <div
        className={cn(
          'mx-3 mb-2 flex items-center gap-3 rounded-2xl bg-white/[0.04] p-2.5',
          collapsed && 'justify-center',
        )}
        title={collapsed ? user.name : undefined}
        data-testid="sidebar-user"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-400 to-brand-700 text-sm font-bold text-white">
          {initials(user.name)}
        </span>
        <div className={cn('min-w-0', collapsed && 'sr-only')}>
          <p className="truncate font-semibold text-white">{user.name}</p>
          <p className="truncate text-[11px] font-bold tracking-[0.12em] text-brand-300">{user.role.toUpperCase()}</p>
          {user.designation ? <p className="truncate text-xs text-stone-400">{user.designation}</p> : null}
        </div>
      </div>

      <nav
        id="app-sidebar-nav"
        aria-label={es.shell.sidebarLabel}
        className="scrollbar-thin flex-1 overflow-y-auto px-3 pb-4"
      >
        {SECTIONS.map((section) => {
          const items = links.filter((l) => l.section === section.id);
          if (items.length === 0) return null;
          return (
            <div key={section.id} className="mt-3 first:mt-1">
              {section.heading && !collapsed ? (
                <h2 className="px-3 pt-2 pb-1.5 text-[11px] font-bold tracking-[0.14em] text-stone-500 uppercase">
                  {section.heading}
                </h2>
              ) : section.heading ? (
                <div className="mx-4 my-2 border-t border-white/10" aria-hidden />
              ) : null}
              <ul className="flex flex-col gap-1">
                {items.map((link) => (
                  <li key={link.path}>
                    <SidebarItem link={link} collapsed={collapsed} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
    </aside>
  );
}

function SidebarItem({ link, collapsed }: { link: SidebarLink; collapsed: boolean }) {
  const Icon = ICONS[link.path] ?? IconLayoutDashboard;
  return (
    <NavLink
      to={link.path}
      title={collapsed ? link.label : undefined}
      className={({ isActive }) =>
        cn(
          'group flex h-12 items-center gap-3 rounded-xl px-3 text-[15px] font-medium transition-colors',
          collapsed && 'justify-center px-0',
          isActive
            ? 'bg-brand-600 text-white shadow-[0_6px_16px_-6px_rgb(196_71_31/0.7)]'
            : 'text-stone-300 hover:bg-white/[0.06] hover:text-white',
        )
      }
    >
      <Icon size={22} stroke={1.75} aria-hidden className="shrink-0" />
      <span className={cn('truncate', collapsed && 'sr-only')}>{link.label}</span>
    </NavLink>
  );
}
