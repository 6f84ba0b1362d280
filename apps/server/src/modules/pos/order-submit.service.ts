import {
  defaultDeliveryType,
  MAX_ORDER_TOTAL_MAJOR,
  POS_MESSAGES,
  toMinor,
  clientTotalsMatch,
  isCashPaymentType,
  type OrderResult,
  type createOrderBody,
  type posPayBody,
} from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, conflict } from '../../http/http-error.js';
import { businessDay } from '../../lib/clock.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import { findIdempotent, replayOf, requestHashOf, twinQueue } from '../../http/idempotency.js';
import type { DrawerTerminal } from '../cash-drawer/terminal.js';
import { isDrawerRefusal, isStockRefusal } from './order-write.js';
import { isEinvoiceRefusal } from '../einvoice/depos-issue.js';
import { isLoyaltyRefusal } from '../membership/points-ledger.js';
import { einvoiceAnswerOf } from '../einvoice/receipt-einvoice.js';
import { checkTipForSubtotal } from '../payments/tip-rule.js';
import { priceCartFromCatalogue } from './order-pricing.js';
import { posDiscountOf } from './pos-discount.js';
import type { Actor } from '../audit/audit.js';
import { orderSubmitRepository } from './order-submit.repository.js';
import { orderWriter } from './order-writer.js';
import { zoneOr } from '../settings/store-time-zone.js';
import { versionedCopy } from '../../lib/versioned-copy.js';
import { checkOfflineDelivery } from './offline-rules.js';

type OrderBody = z.output<typeof createOrderBody>;
type InvoiceBody = z.output<typeof posPayBody>;
export type SubmitRoute = 'create-order' | 'create-order-and-invoice';

/** The business bound on an order, in centavos; the 64-bit money columns hold far more. */
const MAX_ORDER_TOTAL = toMinor(MAX_ORDER_TOTAL_MAJOR);

/**
 * The parsed request, the same whatever the key order or spelling of the JSON sent (variant_id or
 * variant.id, blank or null). Line titles only name items in messages, so they are left out.
 */
function requestHash(body: OrderBody | InvoiceBody): string {
  // Issue 22: how the order travelled (deviceTime, offline, managerApproved) is not part of it. An
  // order first sent online whose answer was lost, then queued and replayed with `offline: true`
  // under the same key, is the same request and answers the same result.
  const { deviceTime: _t, offline: _o, managerApproved: _m, ...order } = body;
  return requestHashOf({ ...order, cart: body.cart.map(({ title: _title, ...line }) => line) });
}

export function orderSubmitService(deps: AppDeps) {
  const repo = orderSubmitRepository(deps.db);
  const writer = orderWriter(deps.db, deps.sqliteFile, deps.einvoiceKey);
  // The catalogue is read whole when its version moves, not per order (see versionedCopy).
  const catalogues = versionedCopy(() => repo.loadCatalogue());

  /**
   * The receipt prints the sale's DE-POS when e-invoicing numbered one: the writer answers it with the
   * sale; otherwise (e-invoicing off, a replayed submit whose stored answer leaves it out) it is read
   * after the commit, so a retried payment prints it as well.
   */
  const withEinvoice = async (result: OrderResult): Promise<OrderResult> =>
    result.invoiceId === undefined || result.einvoice
      ? result
      : { ...result, ...(await einvoiceAnswerOf(deps.db, result.invoiceId)) };

  async function submitOnce(
    userId: number,
    route: SubmitRoute,
    body: OrderBody | InvoiceBody,
    idempotencyKey: string | null,
    terminal: DrawerTerminal,
    actor: Actor | null,
  ): Promise<OrderResult> {
    const withInvoice = route === 'create-order-and-invoice';
    const paymentTypeId = 'paymentTypeId' in body ? body.paymentTypeId : null;
    const phone = body.customerType === 'CUSTOMER' ? body.customerId : null;
    if (body.customerType === 'CUSTOMER' && !phone) throw badRequest(POS_MESSAGES.customerRequired);

    const hash = idempotencyKey ? requestHash(body) : '';
    const context = await repo.loadContext({ phone, tableId: body.tableId, paymentTypeId, userId, idempotencyKey });
    // A retry answers the first result even if the catalogue has changed since.
    if (context.stored_route != null && context.stored_response != null) {
      const stored = {
        route: context.stored_route,
        response: context.stored_response,
        request_hash: context.stored_request_hash ?? null,
      };
      return withEinvoice(replayOf<OrderResult>(stored, route, hash));
    }
    if (phone && context.customer_name == null) throw badRequest(POS_MESSAGES.customerNotFound);
    if (body.tableId !== null && context.table_id == null) throw badRequest(POS_MESSAGES.tableInvalid);
    if (paymentTypeId !== null && context.payment_type_title == null) {
      throw badRequest(POS_MESSAGES.paymentTypeInactive);
    }
    const paysCash =
      paymentTypeId === null || isCashPaymentType(context.payment_type_is_cash, context.payment_type_title ?? '');
    checkOfflineDelivery(body, withInvoice, paysCash, context.offline_payments_allowed, deps.clock.now());

    const catalogue = await catalogues.get(context.catalogue_version);
    const { lines, totals } = priceCartFromCatalogue(body.cart, catalogue, body.heldCourses);
    if (totals.payableTotal > MAX_ORDER_TOTAL) throw badRequest(POS_MESSAGES.orderTooLarge);
    const sentTotals = body.netTotal !== undefined || body.taxTotal !== undefined || body.total !== undefined;
    if ((withInvoice || sentTotals) && !clientTotalsMatch(body, totals, lines.length)) {
      throw conflict(POS_MESSAGES.pricesChanged);
    }

    // Issue 18: a table paid at the POS is offered the voluntary tip too, under the same ceiling.
    const tip = withInvoice && 'tip' in body && body.tip ? toMinor(body.tip) : 0;
    const confirmAboveSuggested = 'tip' in body ? body.confirmAboveSuggested : undefined;
    const discount = withInvoice && 'discount' in body ? (body.discount ?? null) : null;
    const deliveryType = body.deliveryType ?? defaultDeliveryType(body.tableId);
    const now = deps.clock.now();
    // Issue 21: a discount is priced as on the orders screen, and the tip checked on the discounted bill.
    const discounted = discount
      ? await posDiscountOf(
          deps.db,
          lines,
          { discount, tip, confirmAboveSuggested },
          deliveryType,
          actor,
          now.toISOString(),
        )
      : undefined;
    if (!discounted && tip > 0) await checkTipForSubtotal(deps.db, tip, totals.netTotal, confirmAboveSuggested);

    try {
      const { stockUpdate, ...result } = await writer.write({
        businessDay: businessDay(now, zoneOr(deps, context.time_zone)),
        nowIso: now.toISOString(),
        userId,
        deliveryType,
        customerType: body.customerType,
        customerId: phone,
        customerName: phone ? context.customer_name : null,
        tableId: body.tableId,
        totals,
        lines,
        invoice: withInvoice
          ? {
              paymentTypeId,
              paymentTypeTitle: paymentTypeId === null ? null : (context.payment_type_title ?? null),
              terminal,
              // No payment type: the store's default rule takes it as cash (README, "Cash and the drawer").
              cash: paysCash,
              tip,
              ...(discounted ? { discounted } : {}),
            }
          : null,
        idempotency: idempotencyKey ? { key: idempotencyKey, route, requestHash: hash } : null,
        message: withInvoice ? POS_MESSAGES.orderPaid : POS_MESSAGES.orderCreated,
        deviceTime: body.deviceTime ?? null,
        offline: body.offline ? 1 : 0,
        managerApproved: body.managerApproved ? 1 : 0,
        catalogueVersion: Number(context.catalogue_version),
      });
      deps.events.publish('order.created', {
        orderId: result.orderId,
        tokenNo: result.tokenNo,
        invoiceId: result.invoiceId,
      });
      if (stockUpdate) deps.events.publish('inventory.stock-changed', { itemIds: stockUpdate });
      return withEinvoice(result);
    } catch (err) {
      // A concurrent twin with the same key committed first: its result is ours.
      if (idempotencyKey) {
        const previous = await findIdempotent(deps.db, userId, idempotencyKey);
        if (previous) return withEinvoice(replayOf<OrderResult>(previous, route, hash));
      }
      if (isDrawerRefusal(err) || isEinvoiceRefusal(err) || isStockRefusal(err)) throw conflict(err.message);
      if (isLoyaltyRefusal(err)) throw badRequest(err.message);
      // Something the cart names was deleted between our read and the insert.
      if (isForeignKeyViolation(err)) throw conflict(POS_MESSAGES.pricesChanged);
      throw err;
    }
  }

  /**
   * Twins of one key queue behind the first (see twinQueue). Racing it instead, the loser's
   * duplicate key would fail the write batch it shares with other terminals' orders, and all of
   * them would be written again one by one.
   */
  const twins = twinQueue();

  return {
    /** Waits for the submits being written, then stops the writer. */
    close: () => writer.close(),

    async submit(
      userId: number,
      route: SubmitRoute,
      body: OrderBody | InvoiceBody,
      idempotencyKey: string | null,
      terminal: DrawerTerminal = null,
      actor: Actor | null = null,
    ): Promise<OrderResult> {
      if (idempotencyKey === null) return submitOnce(userId, route, body, null, terminal, actor);
      return twins.run(`${userId}:${idempotencyKey}`, () =>
        submitOnce(userId, route, body, idempotencyKey, terminal, actor),
      );
    },
  };
}

export type OrderSubmitService = ReturnType<typeof orderSubmitService>;
