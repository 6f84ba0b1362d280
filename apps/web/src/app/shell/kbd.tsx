import type { ReactNode } from 'react';

/** A key as printed on the keyboard, for shortcut hints (top bar, search dialog). */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="inline-flex h-5 min-w-5 items-center justify-center rounded border border-stone-300 bg-white px-1 font-sans text-[11px] font-semibold text-stone-600 shadow-[0_1px_0_rgb(0_0_0/0.08)]">
      {children}
    </kbd>
  );
}
