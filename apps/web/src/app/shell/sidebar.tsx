import type { SessionUser } from '@comandero/contracts';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../components/icon-button';
import { Logo } from '../../components/logo';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { initials } from '../../lib/format';
import { SidebarNav } from './sidebar-nav';

export type SidebarPanelProps = {
  user: SessionUser;
  collapsed: boolean;
  /** The button beside the logo: collapse/expand on the page, close in the drawer. */
  action: ReactNode;
  navId: string;
  onNavigate?: () => void;
};

/** Logo, the signed-in user and the links: the same content on the page and in the phone drawer. */
export function SidebarPanel({ user, collapsed, action, navId, onNavigate }: SidebarPanelProps) {
  return (
    <>
      <div className={cn('flex items-center gap-2 px-4 pt-4 pb-3', collapsed ? 'flex-col' : 'justify-between')}>
        <Logo variant={collapsed ? 'mark' : 'full'} tone="light" />
        {action}
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
      <SidebarNav id={navId} user={user} collapsed={collapsed} onNavigate={onNavigate} />
    </>
  );
}

export type SidebarProps = {
  user: SessionUser;
  collapsed: boolean;
  onToggle: () => void;
  /** Whether the full menu is showing: the expanded sidebar, or the drawer opened from the rail. */
  expanded: boolean;
  /** The element the toggle shows or hides. */
  controls: string;
};

/** The sidebar beside the page: full (260 px) or an icon rail (84 px). */
export function Sidebar({ user, collapsed, onToggle, expanded, controls }: SidebarProps) {
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
      <SidebarPanel
        user={user}
        collapsed={collapsed}
        navId="app-sidebar-nav"
        action={
          <IconButton
            label={toggleLabel}
            variant="dark"
            aria-expanded={expanded}
            aria-controls={controls}
            onClick={onToggle}
            icon={
              collapsed ? (
                <IconLayoutSidebarLeftExpand size={22} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
              )
            }
          />
        }
      />
    </aside>
  );
}
