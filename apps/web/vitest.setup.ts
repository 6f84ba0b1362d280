import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait 1 s by default: on a loaded 2-core CI machine a lazy chunk or a first
// query's answer took longer (user-menu, terminal-printing failed so). Waiting longer for what must
// appear weakens no assertion: what never appears still fails.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; react-hot-toast's Toaster asks it for prefers-reduced-motion. (The build's
// tests run in node: no window.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; Radix's Switch measures itself with one when it sits inside a form.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
