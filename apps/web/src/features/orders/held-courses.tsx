import type { Order } from '@comandero/contracts';
import { IconFlame, IconPlayerPause } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { coursesText } from './courses-text';
import { useFireCourse } from './orders-api';

export type HeldCourse = { courseId: number; title: string; lines: number; position: number };

/**
 * The order's courses still held back (en espera), in the store's course order (Entrada before
 * Plato fuerte, whatever order their lines were taken in): the next to fire comes first.
 */
export function heldCoursesOf(order: Pick<Order, 'items'>): HeldCourse[] {
  const held = new Map<number, HeldCourse>();
  for (const item of order.items) {
    if (!item.held || item.status === 'cancelled' || item.course_id === undefined) continue;
    const course = held.get(item.course_id);
    if (course) course.lines += 1;
    else
      held.set(item.course_id, {
        courseId: item.course_id,
        title: item.course_title ?? '',
        lines: 1,
        position: item.course_position ?? 0,
      });
  }
  return [...held.values()].sort((a, b) => a.position - b.position || a.courseId - b.courseId);
}

/**
 * Issue 21: what the kitchen has not seen yet ("En espera: Plato fuerte") and one button per held
 * course that sends it now ("Marchar plato fuerte"). Nothing when the order holds nothing.
 */
export function HeldCourses({ order }: { order: Order }) {
  const fire = useFireCourse();
  const held = heldCoursesOf(order);
  if (held.length === 0) return null;
  const firing = fire.isPending ? fire.variables.courseId : null;
  return (
    <div
      className="mt-2 flex flex-wrap items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2"
      data-testid="held-courses"
    >
      <p className="flex min-w-0 flex-1 basis-40 items-center gap-1.5 text-sm font-semibold text-amber-900">
        <IconPlayerPause size={17} aria-hidden className="shrink-0" />
        {coursesText.held(held.map((c) => c.title).join(', '))}
      </p>
      <div className="flex flex-wrap gap-2">
        {held.map((course) => (
          <Button
            key={course.courseId}
            variant="secondary"
            className="px-3"
            icon={<IconFlame size={18} aria-hidden />}
            aria-label={coursesText.fireLabel(course.title, order.id)}
            loading={firing === course.courseId}
            disabled={firing !== null}
            onClick={() => fire.mutate({ orderId: order.id, courseId: course.courseId }, { onError: () => undefined })}
          >
            {coursesText.fire(course.title)}
          </Button>
        ))}
      </div>
    </div>
  );
}
