import type { SponsorCard as SponsorCardData } from '@shared/api-client';
import { CardGrid, CardGridSkeleton } from '@shared/ui';
import { SponsorCard } from './SponsorCard.tsx';

/** Sponsor cards are narrower than posts: a logo and a name. */
const MIN_CARD = '15rem';

/** Sponsor cards in as many columns as fit. */
export function SponsorGrid({
  sponsors,
  eagerCount = 0,
}: {
  sponsors: readonly SponsorCardData[];
  eagerCount?: number;
}) {
  return (
    <CardGrid minCardWidth={MIN_CARD}>
      {sponsors.map((sponsor, index) => (
        <li key={sponsor.id}>
          <SponsorCard sponsor={sponsor} priority={index < eagerCount} />
        </li>
      ))}
    </CardGrid>
  );
}

/** The grid's shape while sponsors load. */
export function SponsorGridSkeleton({ count = 3 }: { count?: number }) {
  return <CardGridSkeleton count={count} minCardWidth={MIN_CARD} titleHeight="1.5rem" />;
}
