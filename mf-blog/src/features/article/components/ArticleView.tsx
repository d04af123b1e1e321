import type { BlogPost } from '@shared/api-client';
import { usePageBreadcrumb } from '@shared/ui';
import styled from 'styled-components';
import { ArticleHtml } from '../../../components/ArticleHtml.tsx';
import { CoverImage } from '../../../components/CoverImage.tsx';
import { BLOG_CRUMBS } from '../../../components/PageHeader.tsx';
import { blogPaths } from '../../../lib/paths.ts';
import { ArticleHeader } from './ArticleHeader.tsx';
import { ArticleTags } from './ArticleTags.tsx';
import { RelatedArticles } from './RelatedArticles.tsx';

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

/** A whole article: where it sits, its header, cover, summary, body, tags and related posts. */
export function ArticleView({ post }: { post: BlogPost }) {
  usePageBreadcrumb([
    ...BLOG_CRUMBS,
    { label: post.category.name, to: blogPaths.category(post.category.slug) },
    { label: post.title },
  ]);
  return (
    <Layout>
      <Body>
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
        <ArticleHtml html={post.body} />
        <ArticleTags tags={post.tags} />
      </Body>
      <RelatedArticles posts={post.related_posts} />
    </Layout>
  );
}
