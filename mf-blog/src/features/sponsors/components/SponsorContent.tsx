import { ErrorState, Skeleton, SkeletonText, CHECK_CONNECTION } from '@shared/ui';
import styled from 'styled-components';
import { useSponsor } from '../hooks/use-sponsor.ts';
import { SponsorView } from './SponsorView.tsx';

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 56rem;
`;

/** A sponsor's page in every state. */
export function SponsorContent({ slug }: { slug: string }) {
  const query = useSponsor(slug);
  if (query.isPending) {
    return (
      <Loading aria-busy="true">
        <span className="visually-hidden" role="status">
          در حال بارگذاری…
        </span>
        <Skeleton variant="text" width="30%" />
        <Skeleton height="9rem" width="16rem" />
        <Skeleton variant="text" height="2rem" width="60%" />
        <SkeletonText lines={5} />
      </Loading>
    );
  }
  if (query.isError) {
    return (
      <>
        <h1 className="visually-hidden">حامی</h1>
        <ErrorState
          title="صفحهٔ حامی بارگذاری نشد"
          message={CHECK_CONNECTION}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  return <SponsorView sponsor={query.data.data} />;
}
