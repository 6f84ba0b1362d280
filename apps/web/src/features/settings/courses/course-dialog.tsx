import { courseBody, type Course } from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useFormState, validateForm } from '../../../components/form-state';
import { TextField } from '../../../components/text-field';
import { ChoiceChips } from '../../../components/choice-chips';
import { useCategories } from '../categories/categories-api';
import { useSaveCourse } from './courses-api';
import { coursesText as t } from './courses-text';

export type CourseDialogProps = {
  /** null: a new course. */
  course: Course | null;
  /** Every course, to say which one a category goes in now and to number a new one last. */
  courses: readonly Course[];
  onClose: () => void;
};

/** Add or edit a course: its name, where it comes in the meal and the categories it takes by default. */
export function CourseDialog({ course, courses, onClose }: CourseDialogProps) {
  const save = useSaveCourse();
  const categories = useCategories();
  const nextPosition = Math.max(0, ...courses.map((c) => c.position)) + 1;
  const form = useFormState({ title: course?.title ?? '', position: String(course?.position ?? nextPosition) });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set(course?.categoryIds ?? []));
  const owner = new Map(
    courses.filter((c) => c.id !== course?.id).flatMap((c) => c.categoryIds.map((id) => [id, c.title] as const)),
  );

  const submit = () => {
    const position = form.values.position.trim();
    const checked = validateForm(courseBody, {
      title: form.values.title,
      position: position === '' ? undefined : Number(position),
      categoryIds: [...selected],
    });
    if (!checked.ok) return form.setErrors(checked.errors);
    return save.mutateAsync({ id: course?.id ?? null, body: checked.data }).then(onClose);
  };

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <FormDialog
      title={course ? t.editTitle : t.addTitle}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_120px]">
        <TextField label={t.courseTitle} autoFocus maxLength={40} {...form.bind('title')} />
        <TextField label={t.position} type="number" inputMode="numeric" min={1} max={99} {...form.bind('position')} />
      </div>
      <ChoiceChips
        legend={t.categoriesLegend}
        hint={t.categoriesHint}
        choices={(categories.data ?? []).map((c) => {
          const other = owner.get(c.id);
          return { id: c.id, label: c.title, ...(other && !selected.has(c.id) ? { note: t.inOther(other) } : {}) };
        })}
        selected={selected}
        onToggle={toggle}
        empty={t.noCategories}
      />
    </FormDialog>
  );
}
