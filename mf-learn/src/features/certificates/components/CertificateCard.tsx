import type { ProfileCourse } from '@shared/api-client';
import { Link } from '@shared/ui';
import styled from 'styled-components';
import { learnPaths } from '../../../lib/paths.ts';

const Paper = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border: 3px double ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    line-height: 1.9;
  }
`;

const Seal = styled.svg`
  inline-size: 48px;
  block-size: 48px;
  color: ${({ theme }) => theme.colors.warning};
`;

/** A rosette: decorative, the heading says what the card is. */
function Rosette() {
  return (
    <Seal viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <circle cx="12" cy="9" r="6" />
      <path d="M9.5 9.2 11.3 11 14.8 7.4" />
      <path d="M8.5 14 7 21l5-2.5 5 2.5-1.5-7" />
    </Seal>
  );
}

/** Props of {@link CertificateCard}. */
export interface CertificateCardProps {
  course: ProfileCourse;
  studentName: string | undefined;
}

/** A completed course's certificate: the course, the student and the teacher. */
export function CertificateCard({ course, studentName }: CertificateCardProps) {
  return (
    <Paper aria-label={`گواهی پایان دورهٔ ${course.title}`}>
      <Rosette />
      <h2>گواهی پایان دوره</h2>
      <h3>
        <bdi>{course.title}</bdi>
      </h3>
      <p>
        {studentName ? (
          <>
            <bdi>{studentName}</bdi> این دوره را
          </>
        ) : (
          'این دوره'
        )}{' '}
        با تسلط کامل، به تدریس <bdi>{course.teacher.name}</bdi> در پایهٔ <bdi>{course.grade.name}</bdi> به پایان رسانده
        است.
      </p>
      <Link to={learnPaths.course(course.slug)}>مرور دوره</Link>
    </Paper>
  );
}
