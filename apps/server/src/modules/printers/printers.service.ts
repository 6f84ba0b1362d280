import {
  PRINTER_MESSAGES,
  PRINTER_TEST_INTERVAL_MS,
  type PrinterTestResult,
  type PrinterValues,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { conflict, HttpError, notFound } from '../../http/http-error.js';
import { catalogueWrite } from '../settings/catalogue-lock.js';
import { storeSettingsRepository } from '../settings/store-settings.repository.js';
import { readStoreTimeZone } from '../settings/store-time-zone.js';
import { assertTitleFree, namedAsTitled } from '../settings/unique-title.js';
import { sendToPrinter, type SendFailure } from './printer-socket.js';
import { printersRepository } from './printers.repository.js';
import { encodeTestPage } from './test-page.js';

const M = PRINTER_MESSAGES;

/** A failed send in words, for the test page's answer and the print queue's last error. */
export const failureMessage = (failure: SendFailure, host: string, port: number): string => {
  switch (failure) {
    case 'refused':
      return M.testRefused(host, port);
    case 'cut-off':
      return M.testCutOff(host, port);
    case 'unknown-host':
      return M.testUnknownHost(host);
    case 'unreachable':
      return M.testUnreachable(host, port);
  }
};

export function printersService(deps: AppDeps) {
  // The catalogue lock: the name check below reads the list in app code (accent folding is not portable SQL).
  const write = catalogueWrite(deps);
  const now = () => deps.clock.now().toISOString();
  /** When each printer's last test page was started, on this instance (a double tap, a stuck button). */
  const lastTest = new Map<number, number>();
  return {
    list: () => printersRepository(deps.db).list(),

    add: (p: PrinterValues) =>
      write(async ({ tx }) => {
        const repo = printersRepository(tx);
        assertTitleFree(namedAsTitled(await repo.list()), p.name, M.nameDuplicate);
        return repo.insert(p, now());
      }),

    update: (id: number, p: PrinterValues) =>
      write(async ({ tx }) => {
        const repo = printersRepository(tx);
        const printers = await repo.list();
        if (!printers.some((r) => r.id === id)) throw notFound(M.notFound);
        assertTitleFree(namedAsTitled(printers), p.name, M.nameDuplicate, id);
        await repo.update(id, p, now());
      }),

    /** A printer a station prints on (or falls back to) stays until the station is moved off it. */
    remove: (id: number) =>
      write(async ({ tx }) => {
        const repo = printersRepository(tx);
        if (!(await repo.find(id))) throw notFound(M.notFound);
        const stations = await repo.stationsUsing(id);
        if (stations.length > 0) throw conflict(M.inUse(stations));
        await repo.remove(id);
      }),

    /**
     * Prints the test page and says whether the printer took all of it. A printer that is off is an
     * answer, not an API error: { ok: false, message } with the reason in words.
     */
    async test(id: number): Promise<PrinterTestResult> {
      const repo = printersRepository(deps.db);
      const printer = await repo.find(id);
      if (!printer) throw notFound(M.notFound);
      // Taken before the send, in one synchronous step, so taps in parallel see each other.
      const startedAt = deps.clock.now().getTime();
      const wait = (lastTest.get(id) ?? -Infinity) + PRINTER_TEST_INTERVAL_MS - startedAt;
      if (wait > 0) throw new HttpError(429, M.testTooSoon(Math.ceil(wait / 1000)));
      lastTest.set(id, startedAt);
      const { storeName } = await storeSettingsRepository(deps.db).getStore();
      const at = deps.clock.now().toLocaleString('es-CO', { timeZone: await readStoreTimeZone(deps) });
      const page = encodeTestPage(printer, storeName, at);
      const sent = await sendToPrinter(printer, page, deps.config.printerTimeouts);
      return sent.ok ? { ok: true } : { ok: false, message: failureMessage(sent.failure, printer.host, printer.port) };
    },
  };
}
