import { EmptyState, Link, PageFailed, PageLoading } from '@shared/ui';
import { RowList } from '../../../components/ListSurface.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { useQuizHistory } from '../hooks/use-quiz-history.ts';
import { QuizRow } from './QuizRow.tsx';

/**
 * Every quiz the student took, newest first: each finished quiz run (opening
 * its result) and the course quizzes of the report card.
 */
export function TestArchiveView() {
  const { history: quizzes, waiting, failed, retry, retrying } = useQuizHistory();
  if (waiting) return <PageLoading shape="panel" label="در حال بارگذاری آزمون‌های شما…" />;
  if (failed || !quizzes) return <PageFailed what="آزمون‌های شما" onRetry={retry} retrying={retrying} />;
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
        <li key={quiz.key}>
          <QuizRow quiz={quiz} />
        </li>
      ))}
    </RowList>
  );
}
