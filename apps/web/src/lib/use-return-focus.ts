import { useRef, type FocusEvent } from 'react';

type AutoFocusEvent = { preventDefault: () => void };

/**
 * Focus handlers for a Radix dialog opened from a plain button: Radix gives focus back only to its
 * own Dialog.Trigger, so without one a keyboard user closing the dialog lands on <body>. This
 * remembers the control focus came from and returns there, if it is still on the page.
 *
 * The opener is read from the first focus event inside the dialog (its relatedTarget), not from
 * document.activeElement on open: a field with autoFocus takes focus before Radix looks, and Radix
 * then takes that field for the element to return to.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onFocusCapture: (event: FocusEvent<HTMLElement>) => {
      const from = event.relatedTarget;
      if (opener.current === null && from instanceof HTMLElement && !event.currentTarget.contains(from)) {
        opener.current = from;
      }
    },
    onCloseAutoFocus: (event: AutoFocusEvent) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
