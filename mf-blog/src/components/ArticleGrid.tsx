import type { BlogPostCard } from '@shared/api-client';
import { Skeleton, SkeletonText } from '@shared/ui';
import styled from 'styled-components';
import { ArticleCard } from './ArticleCard.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
  }
`;

const CoverSkeleton = styled(Skeleton)`
  aspect-ratio: 16 / 9;
`;

const SkeletonCard = styled.div`
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

/** Props of {@link ArticleGrid}. */
export interface ArticleGridProps {
  posts: readonly BlogPostCard[];
  /** The heading level of each card's title, below the section's own heading. */
  headingLevel?: 2 | 3 | 4;
  /** How many of the first cards load their cover at once. */
  eagerCount?: number;
}

/** Post cards in as many columns as fit. */
export function ArticleGrid({ posts, headingLevel = 3, eagerCount = 0 }: ArticleGridProps) {
  return (
    <Grid>
      {posts.map((post, index) => (
        <li key={post.id}>
          <ArticleCard post={post} headingLevel={headingLevel} priority={index < eagerCount} />
        </li>
      ))}
    </Grid>
  );
}

/** The grid's shape while posts load; the region around it says it is busy. */
export function ArticleGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <SkeletonCard>
            <CoverSkeleton height="auto" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" height="1.5rem" />
            <SkeletonText lines={2} />
          </SkeletonCard>
        </li>
      ))}
    </Grid>
  );
}
