import { chromium } from '@playwright/test';
import { OfflineServer } from './apps/web/e2e/support/offline-server';
const server = new OfflineServer(3222);
await server.startFresh();
const ctx = await chromium.launchPersistentContext('/tmp/pwa-probe2/shots-' + Date.now(), {
  executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'], baseURL: server.url, viewport: { width: 1024, height: 768 }, locale: 'es-CO', reducedMotion: 'reduce',
});
const page = ctx.pages()[0];
await page.goto('/');
await page.getByLabel('Nombre de usuario').fill('cajero');
await page.getByLabel('Contraseña', { exact: true }).fill('e2e-demo-pass-123');
await page.getByRole('button', { name: 'Iniciar sesión' }).click();
await page.waitForURL(/dashboard/);
await page.goto('/dashboard/pos');
for (;;) { if (await page.evaluate(async () => Boolean(navigator.serviceWorker.controller && (await caches.match('/api/v1/pos/init'))))) break; await page.waitForTimeout(300); }
await server.stop();
for (const [w, h] of [[1024, 768], [390, 844], [1920, 1080]]) {
  await page.setViewportSize({ width: w, height: h });
  await page.reload();
  await page.locator('[data-item-id]').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/work/wt/shots/offline-pwa/pos-offline-start-${w}x${h}.png` });
}
await ctx.close();
