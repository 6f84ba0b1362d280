import type { SessionUser, SidebarLink } from '@comandero/contracts';
import {
  IconCalendarEvent,
  IconCashRegister,
  IconChartBar,
  IconChefHat,
  IconClipboardList,
  IconFileCertificate,
  IconFileInvoice,
  IconLayoutDashboard,
  IconListSearch,
  IconPackage,
  IconReportMoney,
  IconSettings,
  IconStar,
  IconUserCog,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { visibleSidebarLinks } from './navigation';

const ICONS: Record<string, Icon> = {
  '/dashboard/home': IconLayoutDashboard,
  '/dashboard/pos': IconCashRegister,
  '/dashboard/orders': IconClipboardList,
  '/dashboard/kitchen': IconChefHat,
  '/dashboard/reservation': IconCalendarEvent,
  '/dashboard/customers': IconUsers,
  '/dashboard/membership': IconStar,
  '/dashboard/inventory': IconPackage,
  '/dashboard/invoices': IconFileInvoice,
  '/dashboard/einvoice-documents': IconFileCertificate,
  '/dashboard/users': IconUserCog,
  '/dashboard/reports': IconChartBar,
  '/dashboard/cash-drawers': IconReportMoney,
  '/dashboard/settings': IconSettings,
  '/dashboard/audit': IconListSearch,
};

const SECTIONS: Array<{ id: SidebarLink['section']; heading: string | null }> = [
  { id: 'main', heading: null },
  { id: 'offers', heading: es.shell.sectionOffers },
  { id: 'backoffice', heading: es.shell.sectionBackOffice },
];

export type SidebarNavProps = {
  id: string;
  user: SessionUser;
  collapsed: boolean;
  onNavigate?: () => void;
};

/** The links the user may open, by section; headings only when there is room for them (spec §2). */
export function SidebarNav({ id, user, collapsed, onNavigate }: SidebarNavProps) {
  const links = visibleSidebarLinks(user);
  return (
    <nav id={id} aria-label={es.shell.sidebarLabel} className="scrollbar-thin flex-1 overflow-y-auto px-3 pb-4">
      {SECTIONS.map((section) => {
        const items = links.filter((l) => l.section === section.id);
        if (items.length === 0) return null;
        return (
          <div key={section.id} className="mt-3 first:mt-1">
            {section.heading && !collapsed ? (
              <h2 className="px-3 pt-2 pb-1.5 text-[11px] font-bold tracking-[0.14em] text-stone-400 uppercase">
                {section.heading}
              </h2>
            ) : section.heading ? (
              <div className="mx-4 my-2 border-t border-white/10" aria-hidden />
            ) : null}
            <ul className="flex flex-col gap-1">
              {items.map((link) => (
                <li key={link.path}>
                  <SidebarItem link={link} collapsed={collapsed} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function SidebarItem({
  link,
  collapsed,
  onNavigate,
}: {
  link: SidebarLink;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = ICONS[link.path] ?? IconLayoutDashboard;
  return (
    <NavLink
      to={link.path}
      title={collapsed ? link.label : undefined}
      onClick={onNavigate}
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
