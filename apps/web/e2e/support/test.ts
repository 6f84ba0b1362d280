import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/**
 * The suite runs Debian's headless shell (playwright.config.ts), where window.print() returns at once
 * and fires `afterprint`, so a print page would close itself before a spec could read it. A cashier's
 * browser keeps the print dialog open until someone acts; every page here behaves so, and the close on
 * `afterprint` is driven by hand where it is the thing tested (money-display.spec.ts).
 */
export async function holdPrintDialogs(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
}

/** Playwright's `test` with print dialogs held in the test's own browser context. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await holdPrintDialogs(context);
    await use(context);
  },
});
