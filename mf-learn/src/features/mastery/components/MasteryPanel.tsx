import { userCourseMasteryQuery, useSession } from '@shared/api-client';
import { ErrorState, formatNumber, formatPercent, LoginPrompt, ProgressBar, Skeleton } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Percent = styled.output`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/**
 * How much of the course the student has mastered: the share of its video
 * time watched (a video counts in full from 90 %). A save of watch progress
 * updates it in place; a guest is asked to log in to keep track.
 */
export function MasteryPanel({ courseSlug }: { courseSlug: string }) {
  const session = useSession();
  const headingId = useId();
  const mastery = useQuery({ ...userCourseMasteryQuery(courseSlug), enabled: session === 'in' });

  if (session === 'out') {
    return <LoginPrompt>برای ذخیرهٔ پیشرفت و دیدن میزان تسلط‌تان بر این دوره، وارد شوید.</LoginPrompt>;
  }
  if (session === 'pending' || mastery.isPending) {
    return (
      <Box aria-busy="true" aria-label="پیشرفت شما">
        <Skeleton variant="text" width="40%" />
        <Skeleton height={8} />
      </Box>
    );
  }
  if (mastery.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title="میزان تسلط بارگذاری نشد"
        onRetry={() => void mastery.refetch()}
        retrying={mastery.isFetching}
      />
    );
  }
  const { mastery_percent: percent, watched_contents: watched, total_contents: total } = mastery.data.data;
  return (
    <Box aria-labelledby={headingId} data-testid="mastery">
      <h2 id={headingId}>
        میزان تسلط شما
        <Percent aria-live="polite">{formatPercent(percent / 100)}</Percent>
      </h2>
      <ProgressBar value={percent} label="میزان تسلط" />
      <p>
        {formatNumber(watched)} از {formatNumber(total)} ویدیو را کامل دیده‌اید.
      </p>
    </Box>
  );
}
