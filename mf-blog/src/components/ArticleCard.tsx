import type { BlogPostCard } from '@shared/api-client';
import { Card } from '@shared/ui';
import styled from 'styled-components';
import { blogPaths } from '../lib/paths.ts';
import { ArticleByline } from './ArticleByline.tsx';
import { CoverImage } from './CoverImage.tsx';

const Excerpt = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Category = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Props of {@link ArticleCard}. */
export interface ArticleCardProps {
  post: BlogPostCard;
  headingLevel?: 2 | 3 | 4;
  /** The first cards of a page are above the fold and load at once. */
  priority?: boolean;
}

/** One post in a list: its cover, category, title (the link), summary and byline. */
export function ArticleCard({ post, headingLevel = 3, priority = false }: ArticleCardProps) {
  return (
    <Card
      to={blogPaths.article(post.slug)}
      headingLevel={headingLevel}
      title={<bdi>{post.title}</bdi>}
      media={
        // The title names the card; the cover is decoration.
        <CoverImage
          styles={post.picture_styles}
          alt=""
          width={768}
          height={432}
          sizes="(min-width: 960px) 360px, (min-width: 600px) 50vw, 100vw"
          priority={priority}
        />
      }
      footer={<ArticleByline post={post} />}
    >
      <Category>
        <bdi>{post.category.name}</bdi>
      </Category>
      <Excerpt dir="auto">{post.excerpt}</Excerpt>
    </Card>
  );
}
