import { useSession } from '@shared/api-client';
import { Button, EmptyState, ErrorState, LoginPrompt, SkeletonText } from '@shared/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { feedbackQuery } from '../api/feedback-queries.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentList } from './CommentList.tsx';
import { RateCourse } from './RateCourse.tsx';
import { RatingSummaryView } from './RatingSummaryView.tsx';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Write = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** What the student may write: stars and a comment when logged in, else a way to log in. */
function YourFeedback({ courseSlug, savedRate }: { courseSlug: string; savedRate?: number | null }) {
  const session = useSession();
  if (session === 'pending') return <SkeletonText lines={2} />;
  if (session === 'out') {
    return <LoginPrompt>برای امتیاز دادن به این دوره و نوشتن نظر، وارد حساب خود شوید.</LoginPrompt>;
  }
  return (
    <Write>
      <RateCourse courseSlug={courseSlug} saved={savedRate} />
      <CommentForm courseSlug={courseSlug} />
    </Write>
  );
}

/** Ratings and comments of a course: the summary, the student's own, and the others' a page at a time. */
export function FeedbackSection({ courseSlug }: { courseSlug: string }) {
  const headingId = useId();
  const feedback = useInfiniteQuery(feedbackQuery(courseSlug));
  const items = feedback.data?.pages.flatMap((page) => page.data) ?? [];
  const rating = feedback.data?.pages[0]?.rating;

  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>نظرها و امتیازها</h2>
      {rating && <RatingSummaryView rating={rating} />}
      <YourFeedback courseSlug={courseSlug} savedRate={rating?.mine} />
      {feedback.isPending && (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            در حال بارگذاری نظرها…
          </span>
          <SkeletonText lines={4} />
        </div>
      )}
      {feedback.isError && (
        <ErrorState
          headingLevel={3}
          message="نظرها بارگذاری نشد."
          onRetry={() => void feedback.refetch()}
          retrying={feedback.isFetching}
        />
      )}
      {feedback.isSuccess && items.length === 0 && (
        <EmptyState
          headingLevel={3}
          title="هنوز نظری ثبت نشده است"
          text="نخستین کسی باشید که دربارهٔ این دوره می‌نویسد."
        />
      )}
      {items.length > 0 && <CommentList items={items} />}
      {feedback.hasNextPage && (
        <Button variant="secondary" onClick={() => void feedback.fetchNextPage()} loading={feedback.isFetchingNextPage}>
          نمایش نظرهای بیشتر
        </Button>
      )}
    </Box>
  );
}
