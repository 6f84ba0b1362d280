import { PRINT_ROUTING_MESSAGES, type PrintRoutingValues } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { catalogueWrite } from '../settings/catalogue-lock.js';
import { printRoutingRepository } from './print-routing.repository.js';

export function printRoutingService(deps: AppDeps) {
  // The lock printer deletes take too: a printer checked here still exists at COMMIT.
  const write = catalogueWrite(deps);
  return {
    read: () => printRoutingRepository(deps.db).read(),

    save: (values: PrintRoutingValues) =>
      write(async ({ tx }) => {
        const repo = printRoutingRepository(tx);
        const named = [
          ...(values.defaultKitchenPrinterId === null ? [] : [values.defaultKitchenPrinterId]),
          ...values.terminals.map((t) => t.printerId),
        ];
        const existing = await repo.printerIdsAmong(named);
        if (named.some((id) => !existing.has(id))) throw badRequest(PRINT_ROUTING_MESSAGES.printerMissing);
        await repo.save(values, deps.clock.now().toISOString());
      }),
  };
}
