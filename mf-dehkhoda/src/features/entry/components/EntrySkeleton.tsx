import styled from 'styled-components';
import { Skeleton } from '@shared/ui';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The shape of an entry while it loads. */
export function EntrySkeleton() {
  return (
    <Column aria-busy="true">
      <p role="status" className="visually-hidden">
        در حال بارگذاری مدخل…
      </p>
      <Skeleton variant="text" width="40%" height="2.5rem" />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="20%" height="1.5rem" />
      <Skeleton variant="text" width="95%" />
      <Skeleton variant="text" width="85%" />
      <Skeleton variant="text" width="70%" />
    </Column>
  );
}
