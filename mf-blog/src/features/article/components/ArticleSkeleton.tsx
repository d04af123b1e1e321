import { Skeleton, SkeletonText } from '@shared/ui';
import styled from 'styled-components';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Cover = styled(Skeleton)`
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** The article's shape while it loads. */
export function ArticleSkeleton() {
  return (
    <Layout aria-busy="true">
      <span className="visually-hidden" role="status">
        در حال بارگذاری مقاله…
      </span>
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="20%" />
      <Skeleton variant="text" height="2.25rem" width="85%" />
      <Skeleton variant="text" width="50%" />
      <Cover height="auto" />
      <SkeletonText lines={6} />
      <SkeletonText lines={4} />
    </Layout>
  );
}
