import { courseIndexQuery, educationGradesQuery } from '@shared/api-client';
import type { CourseCard } from '@shared/api-client';
import { EmptyState, ErrorState, PageLoading, listReset } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { groupByStage } from '../../../lib/group-by-stage.ts';
import { RoadmapStep } from './RoadmapStep.tsx';

const Stages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  ${listReset}

  & > li > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Steps = styled.ol`
  ${listReset}
`;

/** Every grade in school order, grouped by stage, each with its courses: the road from first to last. */
export function RoadmapView() {
  const grades = useQuery(educationGradesQuery());
  const index = useQuery(courseIndexQuery());

  if (grades.isPending || index.isPending) return <PageLoading label="در حال بارگذاری نقشهٔ راه…" />;
  if (grades.isError || index.isError) {
    return (
      <ErrorState
        message="نقشهٔ راه بارگذاری نشد. دوباره تلاش کنید."
        onRetry={() => {
          void grades.refetch();
          void index.refetch();
        }}
        retrying={grades.isFetching || index.isFetching}
      />
    );
  }
  const coursesOf = new Map<string, CourseCard[]>(
    index.data.data.grades.map((group) => [group.grade.slug, group.courses]),
  );
  const stages = groupByStage(grades.data.data);
  if (stages.length === 0) return <EmptyState title="هنوز پایه‌ای تعریف نشده است" />;
  return (
    <Stages>
      {stages.map(({ stage, grades: ofStage }) => (
        <li key={stage}>
          <h2>{stage}</h2>
          <Steps>
            {ofStage.map((grade) => (
              <RoadmapStep key={grade.slug} grade={grade} courses={coursesOf.get(grade.slug) ?? []} />
            ))}
          </Steps>
        </li>
      ))}
    </Stages>
  );
}
