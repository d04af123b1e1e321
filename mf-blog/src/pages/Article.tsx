import { useParams } from '@shared/router';
import { BlogLayout } from '../components/BlogLayout.tsx';
import { ArticleContent } from '../features/article/components/ArticleContent.tsx';
import { BlogSidebar } from '../features/blog-sidebar/components/BlogSidebar.tsx';

/** An article: /articles/:slug and its alias /article/show/:slug show the same page. */
export default function Article() {
  const { slug = '' } = useParams();
  return (
    <section data-area="blog" data-page="Article">
      <BlogLayout aside={<BlogSidebar />}>
        <ArticleContent slug={slug} />
      </BlogLayout>
    </section>
  );
}
