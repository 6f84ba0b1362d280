import { CATALOG_RULE_MESSAGES, IN_USE_MESSAGES, SETTINGS_MESSAGES, type Flag } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { conflict, notFound } from '../../http/http-error.js';
import type { Actor } from '../audit/audit.js';
import { auditedPaymentTypeChange, auditPaymentTypeAdd } from '../audit/audit-payment-types.js';
import { catalogueWrite } from './catalogue-lock.js';
import { paymentTypesRepository } from './payment-types.repository.js';
import { assertTitleFree } from './unique-title.js';

const missing = () => notFound(SETTINGS_MESSAGES.paymentTypeNotFound);
const duplicate = CATALOG_RULE_MESSAGES.paymentTypeDuplicate;

export function paymentTypesService(deps: AppDeps) {
  const write = catalogueWrite(deps);
  return {
    list: () => paymentTypesRepository(deps.db).listWithCash(),

    // Each write is audited in its own transaction (issue 11).
    add: (actor: Actor, title: string, isActive: Flag, isCash?: Flag) =>
      write(async ({ tx }) => {
        const repo = paymentTypesRepository(tx);
        assertTitleFree(await repo.list(), title, duplicate);
        const at = deps.clock.now().toISOString();
        const id = await repo.insert(title, isActive, at, isCash);
        await auditPaymentTypeAdd(tx, actor, at, id);
        return id;
      }),

    update: (actor: Actor, id: number, values: { title: string; isActive?: Flag; isCash?: Flag }) =>
      write(async ({ tx, lockRow }) => {
        const repo = paymentTypesRepository(tx);
        if (!(await lockRow('payment_types', id))) throw missing();
        assertTitleFree(await repo.list(), values.title, duplicate, id);
        const at = deps.clock.now().toISOString();
        await auditedPaymentTypeChange(tx, actor, { kind: 'update', id, at }, () => repo.update(id, values));
      }),

    toggle: (actor: Actor, id: number, isActive: Flag) =>
      write(async ({ tx, lockRow }) => {
        if (!(await lockRow('payment_types', id))) throw missing();
        const at = deps.clock.now().toISOString();
        const update = () => paymentTypesRepository(tx).update(id, { isActive });
        await auditedPaymentTypeChange(tx, actor, { kind: 'update', id, at }, update);
      }),

    /**
     * A payment type that paid invoices stays (their link would be cut); deactivating it hides it
     * from the POS. Its row is locked first because invoices are written outside the catalogue lock:
     * one being written now makes us wait and then count it, and a later one waits for our delete.
     */
    remove: (actor: Actor, id: number) =>
      write(async ({ tx, lockRow }) => {
        const repo = paymentTypesRepository(tx);
        if (!(await lockRow('payment_types', id))) throw missing();
        const invoices = await repo.countInvoices(id);
        if (invoices > 0) throw conflict(IN_USE_MESSAGES.paymentType(invoices));
        const at = deps.clock.now().toISOString();
        await auditedPaymentTypeChange(tx, actor, { kind: 'delete', id, at }, () => repo.remove(id));
      }),
  };
}
