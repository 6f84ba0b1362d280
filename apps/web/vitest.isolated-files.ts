/**
 * The web tests that need a module graph of their own (isolate: true): they mock modules (vi.mock),
 * stub globals or timers, or read a singleton's first state (the socket, the API client's refresh,
 * the terminal id, the print toasts' memory). Every other web test file shares its worker's loaded
 * modules and jsdom (vitest.config.ts): loading jsdom and React again per file was four fifths of
 * the web tests' time. A new test that mocks a module, or needs a module's fresh state, goes here.
 */
export const ISOLATED_TESTS = [
  'src/components/settle/discount-form.test.tsx',
  'src/features/audit/audit-page.test.tsx',
  'src/features/auth/sign-in-form.test.tsx',
  'src/features/bills/outside-orders.test.tsx',
  'src/features/bills/pay-bill-dialog.test.tsx',
  'src/features/bills/tip-step.test.tsx',
  'src/features/cash-drawer/cash-drawer-gate.test.tsx',
  'src/features/cash-drawer/close-drawer-dialog.test.tsx',
  'src/features/dashboard/dashboard-home-page.test.tsx',
  'src/features/kitchen/kitchen-page.test.tsx',
  'src/features/orders/orders-page.test.tsx',
  'src/features/orders/orders-shift.test.tsx',
  'src/features/pos/item-grid.test.tsx',
  'src/features/pos/use-order-submit.test.tsx',
  'src/features/printers/print-failed-toasts.test.tsx',
  'src/features/reports/reports-live.test.tsx',
  'src/features/reports/reports-page.test.tsx',
  'src/features/reservations/reservation-dialog.test.tsx',
  'src/lib/api-call.test.ts',
  'src/lib/api-client-refresh.test.ts',
  'src/lib/deferred.test.tsx',
  'src/lib/socket.test.ts',
  'src/lib/terminal-id.test.ts',
  'src/print/bill-receipt.test.tsx',
  'src/print/einvoice-receipt.test.tsx',
  'src/print/print-pages.test.tsx',
  'src/print/use-auto-print.test.tsx',
];
