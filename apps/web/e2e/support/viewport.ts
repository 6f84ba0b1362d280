import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The page's viewport box in CSS pixels. */
function viewportOf(page: Page): { width: number; height: number } {
  const size = page.viewportSize();
  if (!size) throw new Error('the page has no fixed viewport');
  return size;
}

/**
 * Waits for every finite animation to end (dialogs zooming in, sheets sliding up); endless ones
 * (spinners, pulses) are left running. Measured mid-animation, a 44-px control reads 43 and a sheet's
 * footer sits a few pixels below the screen.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Fails unless the element is wholly inside the viewport once the screen has come to rest. */
export async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator).toBeVisible();
  await settleAnimations(page);
  const box = await locator.boundingBox();
  const { width, height } = viewportOf(page);
  expect(box, `${what} has no box`).not.toBeNull();
  if (!box) return;
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
  expect(inside, `${what} at ${JSON.stringify(box)} is outside the ${width}x${height} viewport`).toBe(true);
}

/**
 * Visible controls smaller than 44x44 px (the touch-target minimum), as "name WxH". Native radio
 * and check boxes are left out: their whole label is the target.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  await settleAnimations(page);
  return page.evaluate(() => {
    const selector =
      'button, a[href], select, textarea, input:not([type=hidden]):not([type=radio]):not([type=checkbox])';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const r = el.getBoundingClientRect();
      const hidden = r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden';
      const offScreen = r.bottom <= 0 || r.top >= window.innerHeight || r.right <= 0 || r.left >= window.innerWidth;
      if (hidden || offScreen || el.closest('[aria-hidden="true"]')) continue;
      if (r.width < 43.5 || r.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        small.push(`${name.slice(0, 40)} ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

/** The viewport as the user sees it, into the test's output folder and its report. */
export async function saveShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The sizes a back-office screen is checked at: tablet landscape, phone, large desktop. */
export const SHOT_SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1920, height: 1080 },
];
/** The config's viewport, restored after a round of sizes. */
export const DESKTOP = { width: 1280, height: 800 };

/** The screen at each of SHOT_SIZES: `main` (the action that matters) wholly on screen, every control at least 44 px. */
export async function shotAllSizes(page: Page, testInfo: TestInfo, name: string, main: Locator): Promise<void> {
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await expect(main).toBeInViewport({ ratio: 1 });
    expect(await smallTouchTargets(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    await saveShot(page, testInfo, `${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(DESKTOP);
}
