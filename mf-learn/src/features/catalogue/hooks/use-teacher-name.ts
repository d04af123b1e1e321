import { useQuery } from '@tanstack/react-query';
import { courseListQuery } from '../../../api/course-queries.ts';

/**
 * The name of the teacher a list is filtered by. There is no teacher call, so
 * it comes from the teacher's own first page of courses (the teacher page's
 * query, so it is often cached), never from the filtered list: a teacher
 * with no course in the chosen grade or branch still has a name.
 */
export function useTeacherName(teacherId: number | undefined): string | undefined {
  const courses = useQuery({
    ...courseListQuery({ teacher: teacherId, page: 1 }),
    enabled: teacherId !== undefined,
  });
  return teacherId === undefined ? undefined : courses.data?.data[0]?.teacher.name;
}
