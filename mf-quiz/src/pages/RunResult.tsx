import { NotFoundError } from '@shared/api-client';
import { useLocation, useParams } from '@shared/router';
import { ResultView } from '../features/quiz-result/components/ResultView.tsx';
import { positiveIntOf } from '../lib/numbers.ts';

/** /quiz/run/{code}/result/{id} and …/full: a run's result, then every answer with its solution. */
export default function RunResult() {
  const { code = '', id } = useParams();
  const { pathname } = useLocation();
  const runId = positiveIntOf(id);
  if (runId === undefined) throw new NotFoundError();
  return (
    <section data-area="quiz" data-page="RunResult">
      <ResultView
        runId={runId}
        mode={pathname.endsWith('/full') ? 'full' : 'summary'}
        from="run"
        quizCode={code}
        quizOfAddress={code}
      />
    </section>
  );
}
