import type { Course } from '@comandero/contracts';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';

export type CourseChipsProps = {
  lineTitle: string;
  courses: readonly Course[];
  /** The line's course; null: none. */
  value: number | null;
  /** A tap on the line's own course takes it out of every course (it then goes to the kitchen at once). */
  onChange: (courseId: number | null) => void;
};

/** Issue 21: one tap moves a cart line to another course (tiempo). */
export function CourseChips({ lineTitle, courses, value, onChange }: CourseChipsProps) {
  return (
    <div role="group" aria-label={posText.courses.lineCourses(lineTitle)} className="flex flex-wrap gap-1.5">
      {courses.map((course) => {
        const active = course.id === value;
        return (
          <button
            key={course.id}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? null : course.id)}
            className={cn(
              'h-11 min-w-11 rounded-full border px-3 text-sm font-medium transition-colors',
              active
                ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                : 'border-stone-200 bg-stone-50 text-stone-700 hover:bg-stone-100',
            )}
          >
            {course.title}
          </button>
        );
      })}
    </div>
  );
}
