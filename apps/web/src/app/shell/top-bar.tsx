import type { SessionUser } from '@comandero/contracts';
import { IconMenu2, IconSearch } from '@tabler/icons-react';
import { IconButton } from '../../components/icon-button';
import { connectionOf, OutboxBadge, type OutboxStatus } from '../../features/offline';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { useSocketConnected } from '../../lib/socket';
import { Kbd } from './kbd';
import { NAV_DRAWER_ID } from './nav-drawer-id';
import { UserMenu } from './user-menu';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export type TopBarProps = {
  user: SessionUser;
  onOpenSearch: () => void;
  /** Phones only: the menu lives in a drawer opened from here. */
  menu?: { open: boolean; onOpen: () => void };
  /** Issue 22: the device's outbox, for the badge of waiting orders and the connection pill. */
  outbox: OutboxStatus;
  signOutGuard?: () => Promise<boolean>;
};

export function TopBar({ user, onOpenSearch, menu, outbox, signOutGuard }: TopBarProps) {
  const connected = useSocketConnected();
  // The pill says what the offline banner says (the outbox's last answer from the server), not what
  // the browser or the socket believe: a Wi-Fi up with the server unreachable is "Sin conexión".
  const online = connectionOf(outbox) === 'online';
  return (
    <header className="sticky top-0 z-30 flex h-(--topbar-h) items-center gap-2 border-b border-stone-200/80 bg-paper/85 px-(--main-px) backdrop-blur-md md:gap-3">
      {menu ? (
        <IconButton
          label={es.shell.openMenu}
          variant="outline"
          aria-expanded={menu.open}
          aria-controls={NAV_DRAWER_ID}
          onClick={menu.onOpen}
          icon={<IconMenu2 size={22} aria-hidden />}
        />
      ) : null}
      <button
        type="button"
        onClick={onOpenSearch}
        aria-label={es.shell.openSearch}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex h-11 w-full max-w-md min-w-0 items-center gap-3 rounded-xl border border-stone-200 bg-white px-3.5 text-left text-stone-500 shadow-sm transition-colors hover:border-stone-300 hover:text-stone-600"
      >
        <IconSearch size={19} aria-hidden />
        <span className="flex-1 truncate text-[15px]">{es.shell.search}</span>
        <span className="hidden items-center gap-1 sm:flex" aria-hidden>
          <Kbd>{isMac ? '⌘' : 'Ctrl'}</Kbd>
          <Kbd>K</Kbd>
        </span>
      </button>
      <div className="flex-1" />
      <span
        className="hidden items-center gap-2 rounded-full border border-stone-200 bg-white px-3 py-1.5 text-xs font-medium text-stone-600 lg:flex"
        title={es.shell.realtimeStatus}
        data-testid="realtime-status"
        data-online={online ? 'true' : 'false'}
        // The live socket's own state, which screens wait on before counting on pushed updates.
        data-connected={connected ? 'true' : 'false'}
      >
        <span className={cn('size-2 rounded-full', online ? 'bg-emerald-500' : 'bg-amber-500')} aria-hidden />
        {online ? es.shell.online : es.shell.offline}
      </span>
      <OutboxBadge status={outbox} />
      <UserMenu user={user} signOutGuard={signOutGuard} />
    </header>
  );
}
