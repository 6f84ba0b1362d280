import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { ErrorState, LoadingState } from '../../components/states';
import { SessionUserProvider, useMeQuery } from '../../lib/session-user';
import { connectSocket } from '../../lib/socket';
import { SearchDialog } from './search-dialog';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The signed-in frame: sidebar, top bar with search and user menu, and the page in the middle. */
export function DashboardLayout() {
  const me = useMeQuery();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [searchOpen, setSearchOpen] = useState(false);

  useEffect(() => {
    connectSocket();
  }, []);

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
      <div className="flex min-h-dvh">
        <Sidebar user={me.data} collapsed={collapsed} onToggle={toggleCollapsed} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar user={me.data} onOpenSearch={() => setSearchOpen(true)} />
          <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <div className="mx-auto w-full max-w-[1400px]">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
      <SearchDialog user={me.data} open={searchOpen} onOpenChange={setSearchOpen} />
    </SessionUserProvider>
  );
}
