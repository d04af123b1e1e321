import { questionQuery } from '@shared/api-client';
import { ErrorState, isNotFoundError, Skeleton, SkeletonText, usePageTitle } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@shared/router';
import { QuestionView } from '../features/question/components/QuestionView.tsx';
import { questionTitle } from '../features/question/lib/question-title.ts';

/** /question/{code}: one bank question to answer, with its solution. */
export default function Question() {
  const { code = '' } = useParams();
  const query = useQuery(questionQuery(code));
  usePageTitle(query.data ? questionTitle(query.data) : undefined);
  if (query.error && isNotFoundError(query.error)) throw query.error;

  let content;
  if (query.data) content = <QuestionView key={query.data.code} question={query.data} />;
  else if (query.error) {
    content = (
      <ErrorState
        message="سؤال بارگذاری نشد. اتصال اینترنت را بررسی کنید."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          در حال بارگذاری سؤال…
        </span>
        <Skeleton variant="text" width="30%" height="2.5rem" />
        <SkeletonText lines={3} />
        <Skeleton height={200} />
      </div>
    );
  }
  return (
    <section data-area="quiz" data-page="Question">
      {content}
    </section>
  );
}
