import {
  AUTH_API,
  CASH_DRAWER_API,
  DISCOUNT_REASONS_API,
  POS_API,
  PRINTING_API,
  STORE_SETTINGS_API,
} from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, START_API_PATHS } from './offline-cache';

describe('the offline start list', () => {
  it('names the GET routes the shell and the POS read on start, as the contracts define them', () => {
    const routes = [
      AUTH_API.me,
      POS_API.init,
      PRINTING_API.terminalPrinter,
      STORE_SETTINGS_API.getKitchen,
      STORE_SETTINGS_API.getTip,
      DISCOUNT_REASONS_API.list,
      CASH_DRAWER_API.current,
    ];
    for (const route of routes) expect(route.method).toBe('GET');
    expect([...START_API_PATHS].sort()).toEqual(routes.map((r) => `/api/v1${r.path}`).sort());
  });

  it('falls back to the app only for its own pages', () => {
    const isPage = (path: string) => APP_PAGES.some((re) => re.test(path));
    for (const page of ['/', '/dashboard', '/dashboard/pos', '/display/tokens', '/print-receipt', '/no-access']) {
      expect(isPage(page), page).toBe(true);
    }
    for (const other of ['/api/v1/pos/init', '/socket.io/', '/v1', '/v1/index.html', '/docs', '/dashboardx']) {
      expect(isPage(other), other).toBe(false);
    }
  });
});
