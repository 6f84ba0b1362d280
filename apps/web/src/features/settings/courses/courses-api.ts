import { COURSES_API, type CourseBody, type CourseSettingBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { settingsKeys } from '../shared/settings-keys';
import { useSettingsMutation } from '../shared/use-settings-mutation';

const COURSES_KEY = ['settings', 'courses'] as const;
const COURSE_SETTING_KEY = ['settings', 'course-setting'] as const;
// A category belongs to one course at most: saving one course may take a category from another.
const keys = [COURSES_KEY, settingsKeys.categories];

export function useCourses() {
  return useQuery({
    queryKey: COURSES_KEY,
    queryFn: async () => (await apiCall(COURSES_API.list)).sort((a, b) => a.position - b.position || a.id - b.id),
  });
}

export function useSaveCourse() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: CourseBody }) =>
      id === null ? apiCall(COURSES_API.add, { body }) : apiCall(COURSES_API.update, { params: { id }, body }),
    keys,
  );
}

export function useDeleteCourse() {
  return useSettingsMutation((id: number) => apiCall(COURSES_API.remove, { params: { id } }), keys);
}

export function useCourseSetting() {
  return useQuery({ queryKey: COURSE_SETTING_KEY, queryFn: () => apiCall(COURSES_API.getSetting) });
}

export function useSaveCourseSetting() {
  return useSettingsMutation(
    (body: CourseSettingBody) => apiCall(COURSES_API.saveSetting, { body }),
    [COURSE_SETTING_KEY],
  );
}
