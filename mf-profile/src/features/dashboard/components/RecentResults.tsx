import { EmptyState, Link } from '@shared/ui';
import { RowList } from '../../../components/ListSurface.tsx';
import { PageFailed, PageLoading } from '../../../components/PageStates.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { useOwnReportCard } from '../../report-card/hooks/use-report-cards.ts';
import { QuizRow } from '../../test-archive/components/QuizRow.tsx';
import { quizHistory } from '../../test-archive/utils/quiz-history.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

/** How many results the dashboard shows. */
const SHOWN = 3;

/** The latest quiz results, from the report card. */
export function RecentResults() {
  const { query, waiting } = useOwnReportCard();
  let body;
  if (waiting) body = <PageLoading label="در حال بارگذاری نتیجه‌های شما…" />;
  else if (query.isError || !query.data) {
    body = <PageFailed what="نتیجه‌های شما" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else {
    const recent = quizHistory(query.data.data).slice(0, SHOWN);
    body =
      recent.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="هنوز آزمونی نداده‌اید"
          action={<Link to={profilePaths.quizzes}>دیدن آزمون‌ها</Link>}
        />
      ) : (
        <RowList aria-label="آخرین نتیجه‌ها">
          {recent.map((quiz) => (
            <li key={`${quiz.courseSlug}-${quiz.slug}`}>
              <QuizRow quiz={quiz} />
            </li>
          ))}
        </RowList>
      );
  }
  return (
    <DashboardPanel
      id="dashboard-results"
      title="آخرین نتیجه‌ها"
      more={<Link to={profilePaths.reportCard}>کارنامهٔ کامل</Link>}
    >
      {body}
    </DashboardPanel>
  );
}
