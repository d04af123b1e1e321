import type { SponsorCard as SponsorCardData } from '@shared/api-client';
import { Skeleton, SkeletonText } from '@shared/ui';
import styled from 'styled-components';
import { SponsorCard } from './SponsorCard.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
  }
`;

const Logo = styled(Skeleton)`
  aspect-ratio: 16 / 9;
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-block-end: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;

  & > :not(:first-child) {
    margin-inline: ${({ theme }) => theme.space(4)};
  }
`;

/** Sponsor cards in as many columns as fit. */
export function SponsorGrid({
  sponsors,
  eagerCount = 0,
}: {
  sponsors: readonly SponsorCardData[];
  eagerCount?: number;
}) {
  return (
    <Grid>
      {sponsors.map((sponsor, index) => (
        <li key={sponsor.id}>
          <SponsorCard sponsor={sponsor} priority={index < eagerCount} />
        </li>
      ))}
    </Grid>
  );
}

/** The grid's shape while sponsors load. */
export function SponsorGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Placeholder>
            <Logo height="auto" />
            <Skeleton variant="text" height="1.5rem" width="70%" />
            <SkeletonText lines={2} />
          </Placeholder>
        </li>
      ))}
    </Grid>
  );
}
