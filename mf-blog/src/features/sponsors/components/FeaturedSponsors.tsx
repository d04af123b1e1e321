import { featuredSponsorsQuery } from '@shared/api-client';
import { Button } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { SponsorGrid, SponsorGridSkeleton } from './SponsorGrid.tsx';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The featured sponsors, shown before the full list; nothing at all when there are none. */
export function FeaturedSponsors() {
  const query = useQuery(featuredSponsorsQuery());
  const id = useId();
  if (query.isSuccess && query.data.data.length === 0) return null;
  return (
    <section aria-labelledby={id} aria-busy={query.isPending}>
      <SectionHeading id={id}>حامیان ویژه</SectionHeading>
      {query.isPending && <SponsorGridSkeleton count={3} />}
      {query.isError && (
        <Note role="alert">
          حامیان ویژه بارگذاری نشد.
          <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            تلاش دوباره
          </Button>
        </Note>
      )}
      {query.isSuccess && <SponsorGrid sponsors={query.data.data} eagerCount={3} />}
    </section>
  );
}
