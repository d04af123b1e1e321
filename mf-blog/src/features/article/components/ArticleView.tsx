import type { BlogPost } from '@shared/api-client';
import { ShareButton, usePageBreadcrumb } from '@shared/ui';
import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { ArticleHtml } from '../../../components/ArticleHtml.tsx';
import { CoverImage } from '../../../components/CoverImage.tsx';
import { BLOG_CRUMBS } from '../../../lib/crumbs.ts';
import { prepareArticle } from '../../../lib/article-outline.ts';
import { blogPaths } from '../../../lib/paths.ts';
import { ArticleFavoriteButton } from '../../favorite/index.ts';
import { ZoomableImages } from './ZoomableImages.tsx';
import { ArticleHeader } from './ArticleHeader.tsx';
import { ArticleTags } from './ArticleTags.tsx';
import { ReadingProgress } from './ReadingProgress.tsx';
import { RelatedArticles } from './RelatedArticles.tsx';
import { TableOfContents } from './TableOfContents.tsx';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Body = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Cover = styled(CoverImage)`
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Excerpt = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.9;
`;

/**
 * A whole article: where it sits, its header and a way to share it, cover,
 * summary, table of contents (when long), body, tags and related posts, with
 * a reading-progress bar.
 */
export function ArticleView({ post }: { post: BlogPost }) {
  const article = useMemo(() => prepareArticle(post.body), [post.body]);
  const body = useRef<HTMLElement>(null);
  usePageBreadcrumb([
    ...BLOG_CRUMBS,
    { label: post.category.name, to: blogPaths.category(post.category.slug) },
    { label: post.title },
  ]);
  return (
    <Layout>
      <ReadingProgress target={body} />
      <Body ref={body}>
        <ArticleHeader post={post} />
        <Cover
          styles={post.picture_styles}
          alt=""
          width={1280}
          height={720}
          sizes="(min-width: 1280px) 880px, (min-width: 960px) calc(100vw - 22rem), 100vw"
          priority
        />
        <Excerpt dir="auto">{post.excerpt}</Excerpt>
        <TableOfContents headings={article.headings} />
        <ZoomableImages html={article.html}>
          <ArticleHtml prepared={article} />
        </ZoomableImages>
        <ArticleTags tags={post.tags} />
      </Body>
      {/* Outside the article element, which holds only the post and what the API sent for it. */}
      <div>
        <ShareButton title={post.title} path={blogPaths.article(post.slug)} />{' '}
        <ArticleFavoriteButton slug={post.slug} />
      </div>
      <RelatedArticles posts={post.related_posts} />
    </Layout>
  );
}
