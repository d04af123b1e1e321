import type { BlogPostCard } from '@shared/api-client';
import { CardGrid, CardGridSkeleton, ResultRegion } from '@shared/ui';
import { ArticleCard } from './ArticleCard.tsx';

/** Post cards are readable from this width; the grid fits as many columns as it can. */
const MIN_CARD = '16rem';

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
    <CardGrid minCardWidth={MIN_CARD}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <ArticleCard post={post} headingLevel={headingLevel} priority={index < eagerCount} />
        </li>
      ))}
    </CardGrid>
  );
}

/** The grid's shape while posts load; the region around it says it is busy. */
export function ArticleGridSkeleton({ count = 6 }: { count?: number }) {
  return <CardGridSkeleton count={count} minCardWidth={MIN_CARD} kicker titleWidth="100%" titleHeight="1.5rem" />;
}

/** A list of posts while it loads: the grid's shape in a region that says it is busy, and why. */
export function ArticleGridLoading() {
  return (
    <ResultRegion aria-busy="true">
      <span className="visually-hidden" role="status">
        در حال بارگذاری مقاله‌ها…
      </span>
      <ArticleGridSkeleton count={6} />
    </ResultRegion>
  );
}
