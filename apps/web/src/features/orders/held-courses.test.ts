import type { OrderItem } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { heldCoursesOf } from './held-courses';

const line = (id: number, over: Partial<OrderItem>) => ({ id, status: 'created', ...over }) as OrderItem;

describe('heldCoursesOf', () => {
  it("lists held courses in the store's course order, not in the order their lines were taken", () => {
    const items = [
      line(1, { course_id: 9, course_title: 'Postre', course_position: 3, held: true }),
      line(2, { course_id: 4, course_title: 'Plato fuerte', course_position: 2, held: true }),
      line(3, { course_id: 9, course_title: 'Postre', course_position: 3, held: true }),
      line(4, { course_id: 2, course_title: 'Entrada', course_position: 1, held: false }),
      line(5, { course_id: 4, course_title: 'Plato fuerte', course_position: 2, held: true, status: 'cancelled' }),
    ];
    expect(heldCoursesOf({ items })).toEqual([
      { courseId: 4, title: 'Plato fuerte', lines: 1, position: 2 },
      { courseId: 9, title: 'Postre', lines: 2, position: 3 },
    ]);
  });
});
