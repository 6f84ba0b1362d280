import { chromium, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

/**
 * A tablet with its own browser profile: its storage (service worker, caches, IndexedDB, cookies)
 * is a folder on disk, so closing the context and opening it again is a browser restart that keeps
 * all of it. A storageState would carry cookies and localStorage only, not IndexedDB or the caches.
 * Service workers are allowed here (the config blocks them for the other specs).
 */
export class OfflineDevice {
  context!: BrowserContext;
  page!: Page;

  constructor(
    private readonly testInfo: TestInfo,
    private readonly baseURL: string,
    readonly profileDir = testInfo.outputPath('device-profile'),
  ) {}

  async open(): Promise<Page> {
    const use = this.testInfo.project.use;
    this.context = await chromium.launchPersistentContext(this.profileDir, {
      ...use.launchOptions,
      baseURL: this.baseURL,
      viewport: use.viewport ?? { width: 1280, height: 800 },
      locale: use.locale,
      timezoneId: use.timezoneId,
      reducedMotion: 'reduce',
      serviceWorkers: 'allow',
    });
    this.page = this.context.pages()[0] ?? (await this.context.newPage());
    return this.page;
  }

  async close(): Promise<void> {
    await this.context?.close();
  }

  /** The service worker controls the page and holds the POS's start answers. */
  async expectReadyOffline(): Promise<void> {
    await expect
      .poll(
        () =>
          this.page.evaluate(async () => {
            if (!navigator.serviceWorker.controller) return 'no controller';
            for (const path of ['/api/v1/auth/me', '/api/v1/pos/init']) {
              if (!(await caches.match(path))) return `missing ${path}`;
            }
            return 'ready';
          }),
        { timeout: 20_000 },
      )
      .toBe('ready');
  }
}
