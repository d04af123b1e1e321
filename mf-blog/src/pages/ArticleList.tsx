import { BlogLayout } from '../components/BlogLayout.tsx';
import { BlogHome } from '../features/article-lists/components/BlogHome.tsx';
import { PostListing } from '../features/article-lists/components/PostListing.tsx';
import { SearchForm } from '../features/article-lists/components/SearchForm.tsx';
import { useListRoute } from '../features/article-lists/hooks/use-list-route.ts';
import { CategoryIndex } from '../features/blog-categories/components/CategoryIndex.tsx';
import { BlogSidebar } from '../features/blog-sidebar/components/BlogSidebar.tsx';

/**
 * The article lists: /articles (landing), /articles/featured, /articles/latest,
 * /articles/search?search=, /articles/category[/:slug] and /articles/tag/:slug.
 */
export default function ArticleList() {
  const route = useListRoute();
  const search = route.kind === 'search' ? route.search : '';
  // Keyed by the search in the address, so going back and forth refills the field.
  const toolbar = <SearchForm key={search} initial={search} />;

  return (
    <section data-area="blog" data-page="ArticleList">
      <BlogLayout aside={<BlogSidebar />}>
        {route.kind === 'home' && <BlogHome toolbar={toolbar} />}
        {route.kind === 'categories' && <CategoryIndex toolbar={toolbar} />}
        {route.kind !== 'home' && route.kind !== 'categories' && <PostListing route={route} toolbar={toolbar} />}
      </BlogLayout>
    </section>
  );
}
