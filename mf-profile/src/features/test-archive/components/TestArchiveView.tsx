import { EmptyState, Link } from '@shared/ui';
import { RowList } from '../../../components/ListSurface.tsx';
import { PageFailed, PageLoading } from '../../../components/PageStates.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { useOwnReportCard } from '../../report-card/hooks/use-report-cards.ts';
import { quizHistory } from '../utils/quiz-history.ts';
import { QuizRow } from './QuizRow.tsx';

/**
 * Every quiz the student took, newest first. The report card already holds
 * them (no separate call exists), so both pages share one cached answer.
 */
export function TestArchiveView() {
  const { query, waiting } = useOwnReportCard();
  if (waiting) return <PageLoading label="در حال بارگذاری آزمون‌های شما…" />;
  if (query.isError || !query.data) {
    return <PageFailed what="آزمون‌های شما" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const quizzes = quizHistory(query.data.data);
  if (quizzes.length === 0) {
    return (
      <EmptyState
        title="هنوز آزمونی نداده‌اید"
        text="با هر آزمون، نتیجه‌اش این‌جا بایگانی می‌شود."
        action={<Link to={profilePaths.quizzes}>دیدن آزمون‌ها</Link>}
      />
    );
  }
  return (
    <RowList aria-label="آزمون‌های داده‌شده">
      {quizzes.map((quiz) => (
        <li key={`${quiz.courseSlug}-${quiz.slug}`}>
          <QuizRow quiz={quiz} />
        </li>
      ))}
    </RowList>
  );
}
