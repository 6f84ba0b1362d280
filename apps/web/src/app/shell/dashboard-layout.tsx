import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '../../components/states';
import {
  bannerOf,
  OfflineBanner,
  outboxRuntime,
  signOutBlock,
  SignOutGuardDialog,
  useOutbox,
  useOutboxReplay,
  type OutboxEntry,
} from '../../features/offline';
import { PrintFailedToasts } from '../../features/printers';
import { deferred, preloadDeferred } from '../../lib/deferred';
import { SessionUserProvider, useMeQuery } from '../../lib/session-user';
import { cn } from '../../lib/cn';
import { connectSocket } from '../../lib/socket';
import { NAV_DRAWER_ID } from './nav-drawer-id';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { PHONE_QUERY, RAIL_QUERY, useMediaQuery } from './use-media-query';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

// Both open on demand: their code is not part of the first download.
const NavDrawer = deferred(
  () => import('./nav-drawer').then((m) => m.NavDrawer),
  (p) => p.open,
);
const SearchDialog = deferred(
  () => import('./search-dialog').then((m) => m.SearchDialog),
  (p) => p.open,
);

/**
 * The signed-in frame: sidebar, top bar with search and user menu, and the page in the middle.
 * From 1280 px the sidebar follows the stored preference; below, it is an icon rail whose toggle
 * opens the full menu as a drawer (the page keeps its width); below 768 px the rail is gone too and
 * the drawer opens from the top bar. The frame's sizes are CSS variables, so a page such as the POS
 * can fill exactly the height that is left.
 */
export function DashboardLayout() {
  const me = useMeQuery();
  const [storedCollapsed, toggleCollapsed] = useSidebarCollapsed();
  const phone = useMediaQuery(PHONE_QUERY);
  const rail = useMediaQuery(RAIL_QUERY);
  const [searchOpen, setSearchOpen] = useState(false);
  // The drawer belongs to the location it was opened on: any navigation closes it.
  const location = useLocation();
  const [drawerKey, setDrawerKey] = useState<string | null>(null);
  // Issue 22: the device's outbox is replayed from the signed-in shell, whatever page is open.
  useOutboxReplay();
  const outbox = useOutbox();
  // Orders still on the device keep the session open: another user could not send them.
  const [signOutBlocked, setSignOutBlocked] = useState<OutboxEntry[] | null>(null);
  const signOutGuard = async () => {
    // Read from the database itself: another tab may have queued an order a moment ago.
    const open = signOutBlock(await outboxRuntime().outbox.list());
    if (open.length > 0) setSignOutBlocked(open);
    return open.length === 0;
  };
  const drawerOpen = (phone || rail) && drawerKey === location.key;
  const setDrawerOpen = (open: boolean) => setDrawerKey(open ? location.key : null);

  useEffect(() => {
    connectSocket();
  }, []);

  useEffect(() => preloadDeferred(), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        // Takes the shortcut from the browser's own Ctrl+K (address bar search).
        event.preventDefault();
        setSearchOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!me.data) {
    return <div className="grid min-h-dvh place-items-center">{me.isError ? <ErrorState /> : <LoadingState />}</div>;
  }

  return (
    <SessionUserProvider user={me.data}>
      <PrintFailedToasts />
      <div className="flex min-h-dvh [--main-px:0.75rem] [--main-py:0.75rem] [--topbar-h:4rem] md:[--main-px:1rem] md:[--main-py:1rem] md:[--topbar-h:4.5rem] lg:[--main-px:1.5rem] lg:[--main-py:1.5rem] xl:[--main-px:2rem] xl:[--main-py:2rem]">
        {phone ? null : (
          <Sidebar
            user={me.data}
            collapsed={rail || storedCollapsed}
            onToggle={rail ? () => setDrawerOpen(true) : toggleCollapsed}
            expanded={rail ? drawerOpen : !storedCollapsed}
            controls={rail ? NAV_DRAWER_ID : 'app-sidebar-nav'}
          />
        )}
        <div className={cn('flex min-w-0 flex-1 flex-col', bannerOf(outbox) && '[--banner-h:2.625rem]')}>
          <TopBar
            user={me.data}
            onOpenSearch={() => setSearchOpen(true)}
            menu={phone ? { open: drawerOpen, onOpen: () => setDrawerOpen(true) } : undefined}
            outbox={outbox}
            signOutGuard={signOutGuard}
          />
          <OfflineBanner status={outbox} />
          <main className="flex-1 px-(--main-px) py-(--main-py)">
            <div className="mx-auto w-full max-w-[1400px]">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
      <SignOutGuardDialog blocking={signOutBlocked} onClose={() => setSignOutBlocked(null)} />
      <NavDrawer user={me.data} open={drawerOpen} onOpenChange={setDrawerOpen} />
      <SearchDialog user={me.data} open={searchOpen} onOpenChange={setSearchOpen} />
    </SessionUserProvider>
  );
}
