import { userCourseMasteryQuery } from '@shared/api-client';
import type { ProfileCourse } from '@shared/api-client';
import { isNotFoundError } from '@shared/ui';
import { useQueries } from '@tanstack/react-query';

/** An enrolled course and how much of it the student has mastered. */
export interface CourseStanding {
  course: ProfileCourse;
  /** 0–100. */
  percent: number;
}

/** What the certificates page knows about each enrolled course. */
export interface CourseStandings {
  standings: CourseStanding[];
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The mastery of every enrolled course. Where the course has no mastery
 * record (the mastery call does not know it), the profile's own progress
 * figure stands in.
 */
export function useCourseMasteryList(courses: readonly ProfileCourse[]): CourseStandings {
  const results = useQueries({ queries: courses.map((course) => userCourseMasteryQuery(course.slug)) });
  const failedFor = (index: number) => {
    const error = results[index]?.error;
    return Boolean(error) && !isNotFoundError(error);
  };
  return {
    standings: courses.map((course, index) => ({
      course,
      percent: results[index]?.data?.data.mastery_percent ?? course.progress_percent,
    })),
    pending: results.some((result) => result.isPending),
    failed: courses.some((_, index) => failedFor(index)),
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
