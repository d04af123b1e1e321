import { EmptyState } from '@shared/ui';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../components/button-link.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { ResultView } from '../features/quiz-result/components/ResultView.tsx';
import type { ResultMode } from '../features/quiz-result/components/result-links.ts';
import { lastRunOf } from '../lib/last-run.ts';
import { positiveIntOf } from '../lib/numbers.ts';
import { quizPaths } from '../lib/paths.ts';

function modeOf(pathname: string): ResultMode {
  if (pathname.endsWith('/final-result')) return 'final';
  if (pathname.endsWith('/full')) return 'full';
  return 'summary';
}

/**
 * /quiz/{slug}/result, …/full and …/final-result: a quiz's result views for
 * the run named by `?run=`, else the last run finished in this browser.
 */
export default function QuizResult() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const runId = positiveIntOf(params.get('run')) ?? lastRunOf(slug);
  return (
    <section data-area="quiz" data-page="QuizResult">
      {runId === undefined ? (
        <>
          <PageHeader title="نتیجهٔ آزمون" />
          <EmptyState
            title="هنوز نتیجه‌ای از این آزمون ندارید"
            text="پس از پایان آزمون، نتیجه و کارنامه‌تان اینجا نمایش داده می‌شود."
            action={<ButtonLink to={quizPaths.quiz(slug)}>دیدن آزمون</ButtonLink>}
          />
        </>
      ) : (
        <ResultView runId={runId} mode={modeOf(pathname)} from="quiz" quizOfAddress={slug} />
      )}
    </section>
  );
}
