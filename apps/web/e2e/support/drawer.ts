import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Cash needs an open cash drawer on the terminal that takes it (issue 18). Specs that pay in cash
 * through the API name this terminal and keep a drawer open on it; the browser pages pay on their
 * own terminal (openPageDrawer).
 */
export const API_TERMINAL = { 'X-Terminal-Id': 'e2e-api-terminal-0001' };

async function openOn(request: APIRequestContext, headers: Record<string, string>): Promise<void> {
  const res = await request.post('/api/v1/cash-drawer/open', { data: { openingFloat: 0 }, headers });
  // 409: already open there (another spec or an earlier test opened it), which is what is needed.
  expect([200, 409], await res.text()).toContain(res.status());
}

/** The headers of the API terminal, with a drawer open on it; `request` must be signed in. */
export async function apiDrawerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await openOn(request, API_TERMINAL);
  return API_TERMINAL;
}

/**
 * Opens a drawer on this page's own terminal (the id the web app keeps in localStorage). The app
 * makes the id on its first API call, which a loaded machine may not have reached when the spec
 * gets here, so this waits for it (the page must be on a screen that calls the API).
 */
export async function openPageDrawer(page: Page): Promise<void> {
  const handle = await page.waitForFunction(() => window.localStorage.getItem('comandero.terminal-id'));
  const terminal = (await handle.jsonValue()) as string;
  await openOn(page.request, { 'X-Terminal-Id': terminal });
}
