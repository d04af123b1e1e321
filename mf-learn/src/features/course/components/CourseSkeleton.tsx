import { Skeleton, SkeletonText } from '@shared/ui';
import styled from 'styled-components';

const Shape = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Picture = styled(Skeleton)`
  aspect-ratio: 16 / 9;
  max-inline-size: 40rem;
`;

/** A course page's shape while it loads; screen readers hear the status line instead. */
export function CourseSkeleton() {
  return (
    <Shape aria-busy="true">
      <span className="visually-hidden" role="status">
        در حال بارگذاری دوره…
      </span>
      <Picture height="auto" />
      <Skeleton variant="text" width="60%" height={32} />
      <SkeletonText lines={4} />
      <Skeleton height={48} width={180} />
    </Shape>
  );
}
