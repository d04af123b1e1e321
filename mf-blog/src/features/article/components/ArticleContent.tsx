import { ErrorState, CHECK_CONNECTION } from '@shared/ui';
import { useArticle } from '../hooks/use-article.ts';
import { ArticleSkeleton } from './ArticleSkeleton.tsx';
import { ArticleView } from './ArticleView.tsx';

/** The article of a slug in every state: loading, failed (with a retry) or shown. */
export function ArticleContent({ slug }: { slug: string }) {
  const query = useArticle(slug);
  if (query.isPending) return <ArticleSkeleton />;
  if (query.isError) {
    return (
      <>
        <h1 className="visually-hidden">مقاله</h1>
        <ErrorState
          title="مقاله بارگذاری نشد"
          message={CHECK_CONNECTION}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  return <ArticleView post={query.data.data} />;
}
