import { ORDERS_MESSAGES as M, type FireCourseResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { conflict, notFound } from '../../http/http-error.js';
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
        return fired.map((r) => r.id).sort((a, b) => a - b);
      });
      deps.events.publish('order.course-fired', { orderId, courseId, itemIds });
      return { message: M.courseFired, itemIds };
    },
  };
}
