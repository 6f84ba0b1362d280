import type { Course, PosMenuItem } from '@comandero/contracts';
import type { PosCartLine, PosState } from './cart-state';

/** Issue 21: the course an item's line starts in, its category's default; none when no course takes it. */
export function defaultCourseId(item: Pick<PosMenuItem, 'category_id'>, courses: readonly Course[]): number | null {
  if (item.category_id === null) return null;
  return courses.find((c) => c.categoryIds.includes(item.category_id as number))?.id ?? null;
}

/** Courses in serving order (position, then id, as the server fires them). */
export function sortCourses(courses: readonly Course[]): Course[] {
  return [...courses].sort((a, b) => a.position - b.position || a.id - b.id);
}

export type CartCourseGroup = {
  /** null: the lines without a course, which go to the kitchen at once. */
  course: Course | null;
  /** Each line with its index in the cart (the priced lines follow the cart's order). */
  lines: { line: PosCartLine; index: number }[];
  /** A later course: the waiter may hold it (en espera) until it is fired. */
  holdable: boolean;
};

/**
 * The cart as the waiter reads it: the lines without a course first, then each course in serving
 * order. Empty when no line has a course, so a store without courses shows its plain list. A line
 * in a course the store no longer has counts as without one (the next catalogue sync clears it).
 */
export function courseGroups(cart: readonly PosCartLine[], courses: readonly Course[]): CartCourseGroup[] {
  const byId = new Map(courses.map((c) => [c.id, c]));
  const courseOf = (line: PosCartLine) => (line.course_id ? (byId.get(line.course_id) ?? null) : null);
  if (!cart.some((l) => courseOf(l) !== null)) return [];
  const groups: CartCourseGroup[] = [];
  const loose = cart.flatMap((line, index) => (courseOf(line) === null ? [{ line, index }] : []));
  if (loose.length > 0) groups.push({ course: null, lines: loose, holdable: false });
  let first = true;
  for (const course of sortCourses(courses)) {
    const lines = cart.flatMap((line, index) => (courseOf(line) === course ? [{ line, index }] : []));
    if (lines.length === 0) continue;
    groups.push({ course, lines, holdable: !first });
    first = false;
  }
  return groups;
}

/** The held courses the submit sends: those marked en espera that are a later course of this cart. */
export function heldToSend(state: Pick<PosState, 'cart' | 'heldCourses'>, courses: readonly Course[]): number[] {
  const held = new Set(state.heldCourses ?? []);
  return courseGroups(state.cart, courses).flatMap((g) =>
    g.holdable && g.course && held.has(g.course.id) ? [g.course.id] : [],
  );
}
