import type { BlogPost } from '@shared/api-client';
import { Avatar, formatDate, formatNumber, Link, MetaList } from '@shared/ui';
import styled from 'styled-components';
import { readingTime } from '../../../components/ArticleByline.tsx';
import { blogPaths } from '../../../lib/paths.ts';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Category = styled(Link)`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 1.1rem + 2vw, 2.25rem);
  line-height: 1.5;
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  line-height: 1.7;
`;

const Author = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Whether two ISO instants fall on different days, so an edit is worth mentioning. */
function editedLater(published: string, updated: string): boolean {
  return formatDate(updated) !== '' && formatDate(updated) !== formatDate(published);
}

/** An article's category, title and byline: who wrote it, when, and how long it takes to read. */
export function ArticleHeader({ post }: { post: BlogPost }) {
  return (
    <Header>
      <Category to={blogPaths.category(post.category.slug)}>
        <bdi>{post.category.name}</bdi>
      </Category>
      <Title>
        <bdi>{post.title}</bdi>
      </Title>
      <Byline>
        <Avatar src={post.author.avatar} name={post.author.name} size={48} decorative />
        <Details>
          <Author>
            <bdi>{post.author.name}</bdi>
          </Author>
          <Facts>
            <MetaList>
              <>
                <span className="visually-hidden">تاریخ انتشار: </span>
                <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
              </>
              {readingTime(post.reading_minutes)}
              {`${formatNumber(post.views_count)} بازدید`}
              {editedLater(post.published_at, post.updated_at) && (
                <>
                  به‌روزرسانی: <time dateTime={post.updated_at}>{formatDate(post.updated_at)}</time>
                </>
              )}
            </MetaList>
          </Facts>
        </Details>
      </Byline>
    </Header>
  );
}
