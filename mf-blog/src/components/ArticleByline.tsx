import type { BlogPostCard } from '@shared/api-client';
import { formatDate, formatNumber, MetaList } from '@shared/ui';
import styled from 'styled-components';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Props of {@link ArticleByline}. */
export interface ArticleBylineProps {
  post: Pick<BlogPostCard, 'author' | 'published_at' | 'reading_minutes'>;
  /** Leave the author out where the list is about one person already. */
  withAuthor?: boolean;
  className?: string;
}

/** The reading time of a post in Persian: «۵ دقیقه مطالعه». */
export function readingTime(minutes: number): string {
  return `${formatNumber(minutes)} دقیقه مطالعه`;
}

/** Who wrote a post, when (in the Persian calendar) and how long it takes to read. */
export function ArticleByline({ post, withAuthor = true, className }: ArticleBylineProps) {
  return (
    <Line className={className}>
      <MetaList>
        {withAuthor && <bdi>{post.author.name}</bdi>}
        <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
        {readingTime(post.reading_minutes)}
      </MetaList>
    </Line>
  );
}
