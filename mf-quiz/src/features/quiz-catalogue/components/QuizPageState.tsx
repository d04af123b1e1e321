import { ErrorState, Skeleton, SkeletonText } from '@shared/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 52rem;
`;

/** The quiz page while it loads, or when it failed (with a retry). */
export function QuizPageState({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (error) {
    return (
      <ErrorState
        message="اطلاعات آزمون بارگذاری نشد. اتصال اینترنت را بررسی کنید."
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  return (
    <Box aria-busy="true">
      <span className="visually-hidden" role="status">
        در حال بارگذاری آزمون…
      </span>
      <Skeleton variant="text" width="60%" height="2.5rem" />
      <SkeletonText lines={2} />
      <Skeleton height={90} />
    </Box>
  );
}
