import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { settleAnimations } from './viewport';

/** The WCAG 2.0 and 2.1 A and AA rules: what the screens must meet (issue 12, Accessibility). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe over the page (or only `include`, a CSS selector such as an open dialog's) and fails
 * with one line per serious or critical violation and the element it hit, readable without a trace.
 */
export async function expectNoSeriousA11yViolations(page: Page, context = 'the page', include?: string): Promise<void> {
  // A dialog fading in would be measured half transparent, its text colours too light.
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `[${v.impact}] ${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`))
    .map((line) => line.replace(/\s+/g, ' '));
  expect(found, `axe found serious or critical violations on ${context}`).toEqual([]);
}

type Stop = { name: string; visible: boolean; isFirst: boolean; isTarget: boolean; again: boolean } | null;

/**
 * Marks document.activeElement as visited and tells whether focus shows on it: its outline,
 * box-shadow (Tailwind rings), border or background must differ from those of an unfocused copy
 * (same classes, same place in the page). Comparing with a copy, not with the element blurred,
 * leaves focus where the keyboard put it (a date input keeps its day, month or year field).
 */
function inspectFocus(): Stop {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const look = (node: Element) => {
    const s = getComputedStyle(node);
    const outline =
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? `${s.outlineWidth} ${s.outlineColor}` : '';
    return [outline, s.boxShadow, s.borderColor, s.backgroundColor].join('|');
  };
  const copy = el.cloneNode(false) as HTMLElement;
  // No duplicate id, and a copied radio must not join (and uncheck) the real one's group.
  for (const attr of ['id', 'name', 'autofocus', 'data-a11y-seen', 'data-a11y-first']) copy.removeAttribute(attr);
  el.after(copy);
  const focused = look(el);
  const resting = look(copy);
  copy.remove();
  const visible = focused !== resting;
  const fieldLabel = (el as HTMLInputElement).labels?.[0]?.textContent;
  const label = el.getAttribute('aria-label') ?? fieldLabel ?? el.textContent ?? '';
  const isFirst = el.hasAttribute('data-a11y-first');
  const holder = window as unknown as { __a11yLastStop?: Element };
  const again = holder.__a11yLastStop === el;
  holder.__a11yLastStop = el;
  if (!document.querySelector('[data-a11y-first]')) el.setAttribute('data-a11y-first', '');
  // Each target counts once: a lazy part mounting mid-walk (the user menu's chunk, under load) can
  // move controls in the tab order, so the walk may pass one of them twice.
  const firstReach = el.hasAttribute('data-a11y-target') && !el.hasAttribute('data-a11y-seen');
  el.setAttribute('data-a11y-seen', '');
  return {
    // An element without a visible change also says what it looked like, to find the missing style.
    name: `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"${visible ? '' : ` (${focused})`}`,
    visible,
    isFirst,
    isTarget: firstReach,
    again,
  };
}

const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Marks the controls inside `scope` when the walk starts: those are the ones it must reach. */
function markExpectedControls(scope: Element, selector: string): void {
  scope.querySelectorAll(selector).forEach((el) => el.setAttribute('data-a11y-expected', ''));
}

/**
 * Controls marked at the start that Tab never reached and that are still visible, enabled and in
 * the tab order. Controls a live screen added during the walk are not counted: they may have
 * appeared behind it. A native radio group is one Tab stop (arrows move inside it), so one visited
 * radio covers its group.
 */
function unvisitedControls(scope: Element): string[] {
  const seenRadioGroups = new Set(
    [...scope.querySelectorAll<HTMLInputElement>('input[type=radio][data-a11y-seen]')].map((r) => r.name),
  );
  return [...scope.querySelectorAll<HTMLElement>('[data-a11y-expected]')]
    .filter((el) => !el.hasAttribute('data-a11y-seen'))
    .filter((el) => !(el as HTMLButtonElement).disabled && el.tabIndex >= 0 && !el.closest('[inert]'))
    .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    .filter((el) => !(el instanceof HTMLInputElement && el.type === 'radio' && seenRadioGroups.has(el.name)))
    .map(
      (el) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
    );
}

export type KeyboardWalk = { stops: string[] };

/**
 * Tabs through the whole page from its start until focus comes round again: focus must be visible
 * at every stop, every control inside `scope` (default: the main area) must be reached, and so must
 * `mustReach` (the screen's main action).
 */
export async function expectKeyboardWalk(
  page: Page,
  options: { scope?: string; mustReach?: Locator[]; maxStops?: number } = {},
): Promise<KeyboardWalk> {
  // Generous: the orders and kitchen screens also list what other specs running alongside left open.
  const { scope = 'main', mustReach = [], maxStops = 500 } = options;
  await settleAnimations(page);
  await page.evaluate(() => {
    for (const attr of ['data-a11y-seen', 'data-a11y-target', 'data-a11y-first', 'data-a11y-expected']) {
      document.querySelectorAll(`[${attr}]`).forEach((el) => el.removeAttribute(attr));
    }
    delete (window as unknown as { __a11yLastStop?: Element }).__a11yLastStop;
    (document.activeElement as HTMLElement | null)?.blur();
  });
  for (const target of mustReach) await target.evaluate((el) => el.setAttribute('data-a11y-target', ''));
  await page.locator(scope).first().evaluate(markExpectedControls, CONTROLS);
  const stops: string[] = [];
  const invisible: string[] = [];
  let targetsReached = 0;
  let emptyStops = 0;
  let cameRound = false;
  for (let i = 0; i < maxStops && !cameRound; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus);
    if (!stop) {
      // Past the last control focus leaves the document once, then starts again at the top.
      emptyStops += 1;
      cameRound = emptyStops > 1;
      continue;
    }
    cameRound = stop.isFirst;
    if (cameRound) break;
    // A date input is several stops (day, month, year, calendar) on one element: counted once.
    if (stop.again) continue;
    stops.push(stop.name);
    if (!stop.visible) invisible.push(stop.name);
    if (stop.isTarget) targetsReached += 1;
  }
  expect(cameRound, `Tab comes round the page within ${maxStops} stops`).toBe(true);
  expect(invisible, 'focus is visible at every Tab stop').toEqual([]);
  const unvisited = await page.locator(scope).first().evaluate(unvisitedControls);
  expect(unvisited, `every control of ${scope} is reached by Tab (walk: ${stops.join(' → ')})`).toEqual([]);
  expect(targetsReached, `Tab reaches the main actions (walk: ${stops.join(' → ')})`).toBe(mustReach.length);
  return { stops };
}

/** Presses Tab (or Shift+Tab) until `target` has focus: a keyboard user's way to a control. */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; maxStops?: number } = {}) {
  const { back = false, maxStops = 120 } = options;
  for (let i = 0; i < maxStops; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * An open modal keeps focus in: Tab, then Shift+Tab, go all the way round (back to where focus
 * started, so past both ends of the dialog) without leaving it, focus visible at each stop; Escape
 * closes it and focus returns to `opener`.
 */
export async function expectDialogTrapsFocus(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await settleAnimations(page);
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  expect(await inside(), 'focus moves into the dialog when it opens').toBe(true);
  const controls = await dialog.evaluate(
    (d) =>
      d.querySelectorAll('a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea')
        .length,
  );
  // A date input takes up to four presses (day, month, year, calendar), hence the margin.
  const maxPresses = 4 * controls + 4;
  for (const key of ['Tab', 'Shift+Tab']) {
    await page.evaluate(() => document.activeElement?.setAttribute('data-a11y-round', ''));
    let roundTrip = false;
    for (let i = 0; i < maxPresses && !roundTrip; i += 1) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} #${i + 1} keeps focus inside the dialog`).toBe(true);
      const stop = await page.evaluate(inspectFocus);
      expect(stop?.visible, `focus is visible on ${stop?.name} in the dialog`).toBe(true);
      roundTrip = await page.evaluate(() => document.activeElement?.hasAttribute('data-a11y-round') ?? false);
    }
    await page.evaluate(() => document.querySelector('[data-a11y-round]')?.removeAttribute('data-a11y-round'));
    expect(roundTrip, `${key} goes round the dialog back to where it started`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
