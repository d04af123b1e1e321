import { courseDetailsQuery, NotFoundError } from '@shared/api-client';
import { ErrorState, Pagination, usePageTitle, PageLoading, ResultRegion } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@shared/router';
import styled from 'styled-components';
import { courseListQuery } from '../../../api/course-queries.ts';
import { CourseGrid } from '../../../components/CourseGrid.tsx';
import { withQuery } from '../../../lib/paths.ts';
import { positiveInteger } from '../../../lib/positive-integer.ts';
import { TeacherHeader } from './TeacherHeader.tsx';

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Props of {@link TeacherView}. */
export interface TeacherViewProps {
  /** The id from the address, unchecked. */
  rawId: string | undefined;
  role: string;
  /** The page's own path, for pagination. */
  path: string;
}

/**
 * A teacher's page: who they are and their courses. There is no teacher
 * call, so the teacher is read from their courses (and the biography from
 * the first course's details); a teacher with no course is not found.
 */
export function TeacherView({ rawId, role, path }: TeacherViewProps) {
  const id = positiveInteger(rawId);
  const [query] = useSearchParams();
  const page = positiveInteger(query.get('page')) ?? 1;
  const courses = useQuery({ ...courseListQuery({ teacher: id, page }), enabled: id !== undefined });
  const first = courses.data?.data[0];
  const details = useQuery({ ...courseDetailsQuery(first?.slug ?? ''), enabled: Boolean(first) });
  usePageTitle(first?.teacher.name);

  if (id === undefined || (courses.isSuccess && courses.data.meta.total === 0)) throw new NotFoundError();
  if (courses.isPending) return <PageLoading label="در حال بارگذاری صفحهٔ مدرس…" />;
  if (courses.isError || !first) {
    return (
      <ErrorState
        message="صفحهٔ مدرس بارگذاری نشد. دوباره تلاش کنید."
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
      />
    );
  }
  return (
    <>
      <TeacherHeader
        teacher={first.teacher}
        role={role}
        coursesCount={courses.data.meta.total}
        bio={details.data?.data.teacher.bio}
        bioFailed={details.isError}
      />
      <ResultRegion $gap={4} aria-busy={courses.isFetching} $stale={courses.isPlaceholderData}>
        <Heading>
          دوره‌های <bdi>{first.teacher.name}</bdi>
        </Heading>
        <CourseGrid courses={courses.data.data} headingLevel={3} eagerCount={2} />
        <Pagination
          page={courses.data.meta.current_page}
          pageCount={courses.data.meta.last_page}
          hrefFor={(target) => withQuery(path, { page: target })}
        />
      </ResultRegion>
    </>
  );
}
