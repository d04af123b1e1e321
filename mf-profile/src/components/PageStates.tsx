import { ErrorState, Skeleton, SkeletonText } from '@shared/ui';
import styled from 'styled-components';

const Shape = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A page's shape while it loads; screen readers hear the status line instead of the placeholders. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Shape aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <Skeleton height={120} />
      <SkeletonText lines={4} />
    </Shape>
  );
}

/** Props of {@link PageFailed}. */
export interface PageFailedProps {
  /** What did not load, e.g. «کارنامه». */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}

/** Data that did not load (not a 404): say so and offer to try again. */
export function PageFailed({ what, onRetry, retrying }: PageFailedProps) {
  return (
    <ErrorState
      title={`${what} بارگذاری نشد`}
      message="اتصال اینترنت را بررسی کنید و دوباره تلاش کنید."
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
