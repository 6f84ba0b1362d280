import { ORDERS_MESSAGES as M, type FireCourseResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../http/http-error.js';
import { requestCourseFiredTicket } from '../printers/print-hooks.js';
import { orderItemsRepository } from './order-items.repository.js';

/**
 * Courses (tiempos, issue 21): a course held when the order was taken reaches the kitchen when the
 * waiter fires it. Voided lines of the course stay where they are: the kitchen never saw them.
 */
export function orderCoursesService(deps: AppDeps) {
  const items = orderItemsRepository(deps.db);
  return {
    async fire(orderId: number, courseId: number): Promise<FireCourseResponse> {
      const now = deps.clock.now().toISOString();
      const itemIds = await deps.db.transaction().execute(async (tx) => {
        if (!(await items.lockOpenOrder(tx, orderId, now))) {
          const exists = await tx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
          throw exists ? conflict(M.orderClosed) : notFound(M.orderNotFound);
        }
        const fired = await tx
          .updateTable('order_items')
          .set({ held: 0, fired_at: now, updated_at: now })
          .where('order_id', '=', orderId)
          .where('course_id', '=', courseId)
          .where('held', '=', 1)
          .where('status', '!=', 'cancelled')
          .returning('id')
          .execute();
        // Of two waiters firing the same course, the second finds nothing held (the order's lock orders them).
        if (fired.length === 0) throw conflict(M.courseNotHeld);
        const ids = fired.map((r) => r.id).sort((a, b) => a - b);
        await requestCourseFiredTicket(tx, { orderId, courseId, itemIds: ids }, now);
        return ids;
      });
      deps.events.publish('order.course-fired', { orderId, courseId, itemIds });
      return { message: M.courseFired, itemIds };
    },
  };
}

/**
 * With the store's auto-fire on (issue 21), fires the order's next held course (by position) once
 * the kitchen has nothing fired left to make. One conditional UPDATE: of two cooks finishing the
 * last lines at once, the second finds the course no longer held and fires nothing. Its comandas
 * are requested in the same transaction.
 */
export async function fireNextCourseIfDone(
  db: Db,
  orderId: number,
  nowIso: string,
): Promise<{ courseId: number; itemIds: number[] } | null> {
  const setting = await db
    .selectFrom('store_settings')
    .select('auto_fire_courses')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (setting?.auto_fire_courses !== 1) return null;
  const next = await db
    .selectFrom('order_items as i')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select('c.id')
    .where('i.order_id', '=', orderId)
    .where('i.held', '=', 1)
    .where('i.status', '!=', 'cancelled')
    .orderBy('c.position')
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  return db.transaction().execute(async (tx) => {
    const fired = await tx
      .updateTable('order_items')
      .set({ held: 0, fired_at: nowIso, updated_at: nowIso })
      .where('order_id', '=', orderId)
      .where('course_id', '=', next.id)
      .where('held', '=', 1)
      .where('status', '!=', 'cancelled')
      .where((eb) =>
        eb.and([
          eb.not(
            eb.exists(
              eb
                .selectFrom('order_items as k')
                .select('k.id')
                .where('k.order_id', '=', orderId)
                .where('k.held', '=', 0)
                .where('k.status', 'in', ['created', 'preparing']),
            ),
          ),
          eb.exists(
            eb.selectFrom('orders as o').select('o.id').where('o.id', '=', orderId).where('o.status', '=', 'created'),
          ),
        ]),
      )
      .returning('id')
      .execute();
    if (fired.length === 0) return null;
    const itemIds = fired.map((r) => r.id).sort((a, b) => a - b);
    // The comandas of the fired course commit with it (print-outbox.ts).
    await requestCourseFiredTicket(tx, { orderId, courseId: next.id, itemIds }, nowIso);
    return { courseId: next.id, itemIds };
  });
}
