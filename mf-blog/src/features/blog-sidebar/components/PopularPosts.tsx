import type { BlogPostCard } from '@shared/api-client';
import { formatDate, formatNumber, Link, MetaList } from '@shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { blogPaths } from '../../../lib/paths.ts';
import { Panel, PanelList, PanelTitle } from './sidebar-parts.ts';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`;

const Rank = styled.span`
  display: grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.skeleton};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  line-height: 1.6;

  & a {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The most-read posts, ranked. */
export function PopularPosts({ posts }: { posts: readonly BlogPostCard[] }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>پربازدیدترین‌ها</PanelTitle>
      <PanelList>
        {posts.map((post, index) => (
          <Item key={post.id}>
            <Rank aria-hidden="true">{formatNumber(index + 1)}</Rank>
            <Text>
              <Link to={blogPaths.article(post.slug)}>
                <bdi>{post.title}</bdi>
              </Link>
              <Meta>
                <MetaList>
                  <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
                  {`${formatNumber(post.views_count)} بازدید`}
                </MetaList>
              </Meta>
            </Text>
          </Item>
        ))}
      </PanelList>
    </Panel>
  );
}
