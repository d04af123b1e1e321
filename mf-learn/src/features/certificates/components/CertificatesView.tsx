import { certificatesQuery, profileCoursesQuery, useSession } from '@shared/api-client';
import {
  CardGrid,
  EmptyState,
  ErrorState,
  formatPercent,
  Link,
  LoginPrompt,
  PageLoading,
  ProgressBar,
  listReset,
} from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { learnPaths } from '../../../lib/paths.ts';
import { useCourseMasteryList } from '../hooks/use-course-mastery-list.ts';
import { CertificateCard, CertificateLinks } from './CertificateCard.tsx';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(8)};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Progressing = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${listReset}

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  span {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** The rule, said the same way to guests and students. */
const RULE = 'هر دوره‌ای را که ویدیوهایش را کامل ببینید (تسلط ۱۰۰٪)، گواهی پایان دوره‌اش اینجا برای شما صادر می‌شود.';

/**
 * A student's certificates (from the API: each with its date and number, and a
 * page to print or share), and the courses on the way with how far they are.
 */
export function CertificatesView() {
  const session = useSession();
  const certificates = useQuery({ ...certificatesQuery(), enabled: session === 'in' });
  const courses = useQuery({ ...profileCoursesQuery(), enabled: session === 'in' });
  const { standings, pending, failed, retry } = useCourseMasteryList(courses.data?.data ?? []);

  if (session === 'out') {
    return <LoginPrompt>{RULE} برای دیدن گواهی‌نامه‌های خود وارد شوید.</LoginPrompt>;
  }
  if (session === 'pending' || courses.isPending || certificates.isPending || pending)
    return <PageLoading label="در حال بارگذاری گواهی‌نامه‌ها…" />;
  if (courses.isError || certificates.isError || failed) {
    return (
      <ErrorState
        message="گواهی‌نامه‌ها بارگذاری نشد. دوباره تلاش کنید."
        onRetry={() => {
          void courses.refetch();
          void certificates.refetch();
          retry();
        }}
        retrying={courses.isFetching || certificates.isFetching}
      />
    );
  }
  const earned = certificates.data?.data ?? [];
  const certified = new Set(earned.map((certificate) => certificate.course.slug));
  const onTheWay = standings.filter((standing) => standing.percent < 100 && !certified.has(standing.course.slug));
  return (
    <>
      <Group aria-label="گواهی‌نامه‌های شما">
        {earned.length === 0 ? (
          <EmptyState
            title="هنوز گواهی‌نامه‌ای نگرفته‌اید"
            text={RULE}
            action={
              <Link to={onTheWay[0] ? learnPaths.course(onTheWay[0].course.slug) : learnPaths.catalogue}>
                ادامهٔ یادگیری
              </Link>
            }
          />
        ) : (
          <CardGrid columns={2}>
            {earned.map((certificate) => (
              <li key={certificate.number}>
                <CertificateCard certificate={certificate}>
                  <CertificateLinks certificate={certificate} />
                </CertificateCard>
              </li>
            ))}
          </CardGrid>
        )}
      </Group>
      {onTheWay.length > 0 && (
        <Group>
          <h2>در مسیر گواهی</h2>
          <Progressing>
            {onTheWay.map(({ course, percent }) => (
              <li key={course.id}>
                <span>
                  <Link to={learnPaths.course(course.slug)}>
                    <bdi>{course.title}</bdi>
                  </Link>
                  <span>{formatPercent(percent / 100)}</span>
                </span>
                <ProgressBar value={percent} label={`تسلط بر ${course.title}`} />
              </li>
            ))}
          </Progressing>
        </Group>
      )}
    </>
  );
}
