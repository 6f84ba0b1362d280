import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { posText } from '../../i18n/pos';

/** Where the phone layout ends: the same width as Tailwind's md. */
const WIDER_THAN_PHONE = '(min-width: 48rem)';

export type CartSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/** Phones: the whole cart, totals and send buttons in a sheet rising from the bottom (`children`). */
export function CartSheet({ open, onOpenChange, children }: CartSheetProps) {
  // Opened from the bar's button (no Radix trigger): focus goes back there by hand.
  const opener = useRef<HTMLElement | null>(null);
  // Turned to a wider layout, the cart sits on the page again: a sheet left open would hide it.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDER_THAN_PHONE);
    const onChange = () => wide.matches && onOpenChange(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/45 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-40 flex max-h-[calc(100dvh-1.5rem)] flex-col rounded-t-3xl bg-white shadow-pop outline-none data-[state=open]:animate-slide-in-up"
        >
          <RadixDialog.Title className="sr-only">{posText.cart.heading}</RadixDialog.Title>
          <div aria-hidden className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-stone-300" />
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
