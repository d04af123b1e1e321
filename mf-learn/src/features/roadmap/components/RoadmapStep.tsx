import type { CourseCard, EducationGrade } from '@shared/api-client';
import { formatNumber, Link } from '@shared/ui';
import styled from 'styled-components';
import { learnPaths } from '../../../lib/paths.ts';

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  padding-block-end: ${({ theme }) => theme.space(6)};

  /* The line that joins the steps, behind the badges. */
  &::before {
    content: '';
    position: absolute;
    inset-block: 2.5rem 0;
    inset-inline-start: calc(1.25rem - 1px);
    inline-size: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &:last-child::before {
    display: none;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 2.5rem;
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Courses = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    flex-direction: column;
    min-block-size: 44px;
    justify-content: center;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link RoadmapStep}. */
export interface RoadmapStepProps {
  grade: EducationGrade;
  /** The grade's first courses, as the course index lists them. */
  courses: readonly CourseCard[];
}

/** One grade on the road: its number, its courses and the way to all of them. */
export function RoadmapStep({ grade, courses }: RoadmapStepProps) {
  return (
    <Step>
      <Badge aria-hidden="true">{formatNumber(grade.order)}</Badge>
      <div>
        <h3>
          <Link to={learnPaths.grade(grade.slug)}>
            <bdi>{grade.name}</bdi>
          </Link>
        </h3>
        {grade.courses_count === 0 ? (
          <Muted>دوره‌های این پایه به‌زودی می‌رسند.</Muted>
        ) : (
          <>
            <Courses aria-label={`دوره‌های ${grade.name}`}>
              {courses.map((course) => (
                <li key={course.id}>
                  <Link to={learnPaths.course(course.slug)}>
                    <bdi>{course.title}</bdi>
                    <small>
                      <bdi>{course.teacher.name}</bdi>
                    </small>
                  </Link>
                </li>
              ))}
            </Courses>
            {grade.courses_count > courses.length && (
              <Link to={learnPaths.grade(grade.slug)}>همهٔ {formatNumber(grade.courses_count)} دورهٔ این پایه</Link>
            )}
          </>
        )}
      </div>
    </Step>
  );
}
