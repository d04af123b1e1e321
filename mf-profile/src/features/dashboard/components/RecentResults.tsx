import { EmptyState, Link, PageFailed, PageLoading } from '@shared/ui';
import { RowList } from '../../../components/ListSurface.tsx';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { QuizRow, useQuizHistory } from '../../test-archive/index.ts';
import { DashboardPanel } from './DashboardPanel.tsx';

/** How many results the dashboard shows. */
const SHOWN = 3;

/** The latest quiz results: finished quiz runs and report-card quizzes. */
export function RecentResults() {
  const { history, waiting, failed, retry, retrying } = useQuizHistory();
  let body;
  if (waiting) body = <PageLoading shape="panel" label="در حال بارگذاری نتیجه‌های شما…" />;
  else if (failed || !history) {
    body = <PageFailed what="نتیجه‌های شما" onRetry={retry} retrying={retrying} />;
  } else {
    const recent = history.slice(0, SHOWN);
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
            <li key={quiz.key}>
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
