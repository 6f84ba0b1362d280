import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, settleAnimations, smallTouchTargets } from './viewport';

/** The sizes the inventory and membership screens are looked at: tablet, phone, desktop. */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const SHOTS = path.resolve(process.cwd(), '.tmp/shots');

/** At each size: `main` on screen without scrolling, every control 44 px or more, a screenshot to look at. */
export async function shotsAt(page: Page, name: string, main: Locator): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settleAnimations(page);
    await expect(main).toBeInViewport();
    expect(await smallTouchTargets(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}x${size.height}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
