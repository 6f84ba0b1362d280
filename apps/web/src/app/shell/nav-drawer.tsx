import type { SessionUser } from '@comandero/contracts';
import * as RadixDialog from '@radix-ui/react-dialog';
import { IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { IconButton } from '../../components/icon-button';
import { es } from '../../i18n/es';
import { NAV_DRAWER_ID } from './nav-drawer-id';
import { SidebarPanel } from './sidebar';

export type NavDrawerProps = {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The full menu sliding in from the left, on phones (opened from the top bar) and over the tablet
 * rail. Modal: ESC and a tap on the backdrop close it, and so does choosing a link.
 */
export function NavDrawer({ user, open, onOpenChange }: NavDrawerProps) {
  // Opened from a plain button (no Radix trigger), so the dialog does not know where focus goes back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="nav-drawer-backdrop"
          className="fixed inset-0 z-40 bg-stone-950/50 data-[state=open]:animate-fade-in"
        />
        <RadixDialog.Content
          id={NAV_DRAWER_ID}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[280px] max-w-[85vw] flex-col bg-espresso-900 text-stone-300 shadow-pop outline-none data-[state=open]:animate-slide-in-left"
        >
          <RadixDialog.Title className="sr-only">{es.shell.sidebarLabel}</RadixDialog.Title>
          <SidebarPanel
            user={user}
            collapsed={false}
            navId="app-nav-drawer-links"
            onNavigate={() => onOpenChange(false)}
            action={
              <RadixDialog.Close asChild>
                <IconButton label={es.common.close} variant="dark" icon={<IconX size={22} aria-hidden />} />
              </RadixDialog.Close>
            }
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
