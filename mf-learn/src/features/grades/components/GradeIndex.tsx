import {
  educationBranchesQuery,
  educationGradesQuery,
  type EducationBranchesResponse,
  type EducationGradesResponse,
} from '@shared/api-client';
import { formatNumber, Link, media, PageLoading, QueryState, listReset } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { groupByStage } from '../../../lib/group-by-stage.ts';
import { learnPaths } from '../../../lib/paths.ts';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(6)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Tiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${listReset}

  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    min-block-size: 44px;
    block-size: 100%;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

/** Props of {@link GradeTiles}. */
interface GradeTilesProps {
  grades: EducationGradesResponse;
  /** The branches of study, once (and if) they have loaded. */
  branches: EducationBranchesResponse | undefined;
}

/** The grades grouped by stage, then the branches of study when there are any. */
function GradeTiles({ grades, branches }: GradeTilesProps) {
  const stages = groupByStage(grades.data);
  return (
    <>
      {stages.map(({ stage, grades: ofStage }) => (
        <Group key={stage} aria-label={stage}>
          <h2>{stage}</h2>
          <Tiles>
            {ofStage.map((grade) => (
              <li key={grade.slug}>
                <Link to={learnPaths.educationGrade(grade.slug)}>
                  <bdi>{grade.name}</bdi>
                  <small>{formatNumber(grade.courses_count)} دوره</small>
                </Link>
              </li>
            ))}
          </Tiles>
        </Group>
      ))}
      {branches && branches.data.length > 0 && (
        <Group aria-label="رشته‌ها">
          <h2>رشته‌های متوسطهٔ دوم</h2>
          <Tiles>
            {branches.data.map((branch) => (
              <li key={branch.slug}>
                <Link to={learnPaths.branch(branch.slug)}>
                  <bdi>{branch.name}</bdi>
                  <small>{formatNumber(branch.courses_count)} دوره</small>
                </Link>
              </li>
            ))}
          </Tiles>
        </Group>
      )}
    </>
  );
}

/** Every grade as a tile with its number of courses, grouped by stage; then the branches of study. */
export function GradeIndex() {
  const grades = useQuery(educationGradesQuery());
  const branches = useQuery(educationBranchesQuery());
  return (
    <QueryState
      query={grades}
      pending={<PageLoading label="در حال بارگذاری پایه‌ها…" />}
      failure={{ message: 'فهرست پایه‌ها بارگذاری نشد. دوباره تلاش کنید.' }}
    >
      {(list) => <GradeTiles grades={list} branches={branches.data} />}
    </QueryState>
  );
}
