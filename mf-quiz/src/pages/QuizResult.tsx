import { EmptyState, LoginPrompt, PageHeader } from '@shared/ui';
import { useLocation, useParams, useSearchParams } from '@shared/router';
import { ButtonLink } from '../components/button-link.ts';
import { QuizPageState } from '../features/quiz-catalogue/components/QuizPageState.tsx';
import { useQuiz } from '../features/quiz-catalogue/hooks/use-quiz.ts';
import { FinishedRuns } from '../features/quiz-result/components/FinishedRuns.tsx';
import { ResultView } from '../features/quiz-result/components/ResultView.tsx';
import type { ResultMode } from '../features/quiz-result/components/result-links.ts';
import { positiveIntOf } from '../lib/numbers.ts';
import { quizPaths } from '../lib/paths.ts';

function modeOf(pathname: string): ResultMode {
  if (pathname.endsWith('/final-result')) return 'final';
  if (pathname.endsWith('/full')) return 'full';
  return 'summary';
}

/**
 * /quiz/{slug}/result, …/full and …/final-result: a quiz's result views for
 * the run named by `?run=`, else the student's newest finished run as the
 * server lists it, with every earlier one a link away.
 */
export default function QuizResult() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { session, info, error, retry, retrying } = useQuiz(slug);
  const runs = info?.finished_runs ?? [];
  const runId = positiveIntOf(params.get('run')) ?? runs[0]?.id;

  let content;
  if (session === 'out') {
    content = (
      <>
        <PageHeader title="نتیجهٔ آزمون" />
        <LoginPrompt>نتیجهٔ آزمون‌ها فقط برای خود شما نمایش داده می‌شود. برای دیدن آن وارد شوید.</LoginPrompt>
      </>
    );
  } else if (runId !== undefined) {
    content = (
      <>
        <ResultView runId={runId} mode={modeOf(pathname)} from="quiz" quizOfAddress={slug} />
        <FinishedRuns slug={slug} runs={runs} current={runId} />
      </>
    );
  } else if (!info) {
    content = <QuizPageState error={error} onRetry={retry} retrying={retrying} />;
  } else {
    content = (
      <>
        <PageHeader title="نتیجهٔ آزمون" />
        <EmptyState
          title="هنوز نتیجه‌ای از این آزمون ندارید"
          text="پس از پایان آزمون، نتیجه و کارنامه‌تان اینجا نمایش داده می‌شود."
          action={<ButtonLink to={quizPaths.quiz(slug)}>دیدن آزمون</ButtonLink>}
        />
      </>
    );
  }
  return (
    <section data-area="quiz" data-page="QuizResult">
      {content}
    </section>
  );
}
