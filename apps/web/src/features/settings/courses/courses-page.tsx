import type { Course } from '@comandero/contracts';
import { useCategories } from '../categories/categories-api';
import { CatalogTablePage } from '../shared/catalog-table-page';
import { AutoFireCard } from './auto-fire-card';
import { CourseDialog } from './course-dialog';
import { useCourses, useDeleteCourse } from './courses-api';
import { coursesText as t } from './courses-text';

/** Configuraciones › Tiempos (issue 21): the courses in serving order, their categories, and auto-fire. */
export function CoursesPage() {
  const courses = useCourses();
  const categories = useCategories();
  const categoryTitle = new Map((categories.data ?? []).map((c) => [c.id, c.title]));
  return (
    <>
      <CatalogTablePage<Course>
        texts={t}
        query={courses}
        remove={useDeleteCourse()}
        columns={[
          {
            key: 'position',
            header: t.position,
            className: 'hidden w-20 tabular-nums sm:table-cell',
            render: (c) => c.position,
          },
          {
            key: 'categories',
            header: t.categories,
            className: 'text-stone-600',
            render: (c) =>
              c.categoryIds.length === 0
                ? t.none
                : c.categoryIds.map((id) => categoryTitle.get(id) ?? `#${id}`).join(', '),
          },
        ]}
        renderDialog={(course, onClose) => (
          <CourseDialog course={course} courses={courses.data ?? []} onClose={onClose} />
        )}
      />
      <AutoFireCard />
    </>
  );
}
