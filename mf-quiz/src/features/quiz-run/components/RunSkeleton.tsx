import { Skeleton, SkeletonText } from '@shared/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The run page while the run and its question load. */
export function RunSkeleton() {
  return (
    <Box aria-busy="true">
      <span className="visually-hidden" role="status">
        در حال بارگذاری آزمون…
      </span>
      <Skeleton variant="text" width="40%" height="2rem" />
      <SkeletonText lines={2} />
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} height={52} />
      ))}
    </Box>
  );
}
